CREATE TABLE "commerce"."cart_membership_devices" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"launch_monitor_id" integer NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."cart_membership_devices" ADD CONSTRAINT "cart_membership_devices_launch_monitor_id_launch_monitors_id_fk" FOREIGN KEY ("launch_monitor_id") REFERENCES "commerce"."launch_monitors"("id") ON DELETE cascade ON UPDATE no action;