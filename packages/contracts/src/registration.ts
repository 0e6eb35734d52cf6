import { Type, type Static, type TSchema } from 'typebox';
import { Method } from './account.ts';
import { Measure } from './units.ts';

const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 60 });

/**
 * POST /api/v2/player. The global form; a `.jp` host takes the Japan form (alt names in kana,
 * birthday, prefecture and zip code). Terms of use and age affirmation must be true.
 */
export const RegisterBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  firstName: Name,
  lastName: Name,
  phone: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  /** Global site: US, GB or CA. Other sites take their own country. */
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  postalCode: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  centerId: Type.Integer({ minimum: 1 }),
  handedness: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('l'), Type.Literal('r')])),
  method: Type.Optional(Method),
  readTermOfUse: Type.Boolean(),
  ageAffirmation: Type.Boolean(),
  emailSubscription: Type.Optional(Type.Boolean()),
  locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('ja'), Type.Literal('zh')])),
  referrer: Type.Optional(Type.String({ maxLength: 40 })),
  // Japan variant
  altFirstName: Type.Optional(Type.String({ maxLength: 60 })),
  altLastName: Type.Optional(Type.String({ maxLength: 60 })),
  birthday: Type.Optional(Type.String({ format: 'date' })),
  pref: Type.Optional(Type.Integer({ minimum: 1, maximum: 47 })),
  zipCode: Type.Optional(Type.String({ maxLength: 10 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** A pending registration: its token authorises resending, correcting the e-mail and verifying. */
export const PendingRegistration = Type.Object({
  registrationToken: Type.String(),
  method: Type.Integer(),
  destination: Type.String(),
  expiresInSeconds: Type.Integer(),
});
export type PendingRegistration = Static<typeof PendingRegistration>;

export const ConfirmationCodeBody = Type.Object({ registrationToken: Type.String({ minLength: 10, maxLength: 100 }), method: Type.Optional(Method) });
export const RegistrationEmailBody = Type.Object({ registrationToken: Type.String({ minLength: 10, maxLength: 100 }), email: Email });
export const VerifyRegistrationBody = Type.Object({
  registrationToken: Type.String({ minLength: 10, maxLength: 100 }),
  code: Type.String({ minLength: 1, maxLength: 12 }),
});

export const ValidateEmailQuery = Type.Object({ email: Email });
export const EmailAvailability = Type.Object({ email: Type.String(), available: Type.Boolean() });

export const CenterSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  timeZone: Type.String(),
  /** Straight-line distance from the searched postal code, when it could be placed. */
  distanceKm: Nullable(Type.Number()),
  /** The same in miles where the searched country uses them (US, GB), else km. */
  distance: Type.Optional(Nullable(Measure)),
});
export type CenterSummary = Static<typeof CenterSummary>;
export const CenterContact = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
  email: Type.String(),
});
export const CentersQuery = Type.Object({ region: Type.Optional(Type.String({ minLength: 2, maxLength: 6 })) });
export const ClosestCentersQuery = Type.Object({
  postal: Type.String({ minLength: 2, maxLength: 20 }),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
});
export const ClosestCenters = Type.Object({
  /** Whether the postal code could be placed on a map; when not, the region's centers are listed by name. */
  located: Type.Boolean(),
  postal: Type.String(),
  country: Type.String(),
  centers: Type.Array(CenterSummary),
});

export const Prefecture = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kana: Type.String(),
  en: Type.String(),
  region: Type.Integer(),
  centerIds: Type.Array(Type.Integer()),
});
export type Prefecture = Static<typeof Prefecture>;
