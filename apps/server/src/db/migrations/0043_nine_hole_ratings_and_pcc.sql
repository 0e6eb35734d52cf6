CREATE TABLE "portal"."playing_conditions" (
	"course_id" integer NOT NULL,
	"played_on" date NOT NULL,
	"pcc" smallint NOT NULL,
	"set_by_coach_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playing_conditions_course_id_played_on_pk" PRIMARY KEY("course_id","played_on"),
	CONSTRAINT "playing_conditions_pcc_range" CHECK ("portal"."playing_conditions"."pcc" between -1 and 3)
);
--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD COLUMN "front_course_rating" real;--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD COLUMN "front_slope" smallint;--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD COLUMN "back_course_rating" real;--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD COLUMN "back_slope" smallint;--> statement-breakpoint
ALTER TABLE "portal"."playing_conditions" ADD CONSTRAINT "playing_conditions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "portal"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."playing_conditions" ADD CONSTRAINT "playing_conditions_set_by_coach_id_coaches_id_fk" FOREIGN KEY ("set_by_coach_id") REFERENCES "portal"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD CONSTRAINT "tee_boxes_front_nine" CHECK (("portal"."tee_boxes"."front_course_rating" is null) = ("portal"."tee_boxes"."front_slope" is null) and ("portal"."tee_boxes"."front_slope" is null or "portal"."tee_boxes"."front_slope" between 55 and 155));--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD CONSTRAINT "tee_boxes_back_nine" CHECK (("portal"."tee_boxes"."back_course_rating" is null) = ("portal"."tee_boxes"."back_slope" is null) and ("portal"."tee_boxes"."back_slope" is null or "portal"."tee_boxes"."back_slope" between 55 and 155));