import { Type, type Static, type TSchema } from 'typebox';
import { Profile } from './auth.ts';
import { HandicapFigure } from './scorecard.ts';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 60 });
const Text = (max: number) => Type.String({ maxLength: max });
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);

/** 'l' and 'r' are the short forms older clients send; the server stores left or right. */
export const HandednessInput = Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('l'), Type.Literal('r')]);
export const GENDERS = ['male', 'female', 'other', 'unspecified'] as const;
export const Gender = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('other'), Type.Literal('unspecified')]);

/** The signed-in player's whole profile: what the session profile says plus their details. */
export const PlayerDetails = Type.Object({
  ...Profile.properties,
  emailVerified: Type.Boolean(),
  emailSubscription: Type.Boolean(),
  phone: Nullable(Type.String()),
  phoneVerified: Type.Boolean(),
  hasSmsSubscription: Type.Boolean(),
  birthday: Nullable(Type.String({ format: 'date' })),
  gender: Nullable(Type.String()),
  street1: Nullable(Type.String()),
  street2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  postalCode: Nullable(Type.String()),
  country: Nullable(Type.String()),
  altFirstName: Nullable(Type.String()),
  altLastName: Nullable(Type.String()),
  /** Japan: the prefecture number (1 Hokkaido … 47 Okinawa) kept in place of a state. */
  pref: Nullable(Type.Integer()),
  referralCode: Type.String(),
});
export type PlayerDetails = Static<typeof PlayerDetails>;

/**
 * PUT /api/v2/player. Every field is optional: those present are changed. `phone` is refused
 * while the player has an SMS subscription (the number is then changed by verifying a new one).
 */
export const PlayerUpdateBody = Type.Object({
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  handedness: Type.Optional(HandednessInput),
  birthday: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  gender: Type.Optional(Nullable(Gender)),
  street1: Type.Optional(Nullable(Text(120))),
  street2: Type.Optional(Nullable(Text(120))),
  city: Type.Optional(Nullable(Text(80))),
  postalCode: Type.Optional(Nullable(Text(20))),
  state: Type.Optional(Nullable(Text(80))),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  altFirstName: Type.Optional(Nullable(Text(60))),
  altLastName: Type.Optional(Nullable(Text(60))),
  pref: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 47 }))),
  phone: Type.Optional(Nullable(Text(32))),
  enableMetricDistances: Type.Optional(Type.Boolean()),
  enableMetricSpeeds: Type.Optional(Type.Boolean()),
  locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('ja'), Type.Literal('zh')])),
  /** The player confirms the terms of use and their age with every save (spec: both true); false is refused. */
  readTermOfUse: Type.Optional(Type.Boolean()),
  ageAffirmation: Type.Optional(Type.Boolean()),
});
export type PlayerUpdateBody = Static<typeof PlayerUpdateBody>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Length only here; the common-password check is the server's. */
export const Password = Type.String({ minLength: 1, maxLength: 1024 });

export const ChangePasswordBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 1024 }), newPassword: Password });

export const ChangeEmailStartBody = Type.Object({ email: Email });
export const ChangeEmailCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 12 }) });
export const ChangeEmailUpdateBody = Type.Object({
  email: Email,
  emailSubscription: Type.Optional(Type.Boolean()),
  phone: Type.Optional(Nullable(Text(32))),
});
/** Where a code went, masked: j***@example.com, +1 ••• ••• 12. */
export const CodeSent = Type.Object({ destination: Type.String(), expiresInSeconds: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;

export const PHONE_VERIFY_STATES = ['OFF', 'SUCCESS', 'FAILED'] as const;
export const VerifyPhoneBody = Type.Object({ phone: Type.String({ minLength: 3, maxLength: 32 }) });
export const VerifyPhoneParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 12 }) });
export const VerifyPhoneResult = Type.Object({
  status: Type.Union([Type.Literal('OFF'), Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
  phone: Nullable(Type.String()),
});

/** Verification method: 1 by SMS to a phone, 2 by e-mail (the default). */
export const Method = Type.Union([Type.Literal(1), Type.Literal(2)], { description: 'Verification method: 1 SMS, 2 e-mail (the default when left out)' });
export type Method = 1 | 2;

export const ResetStartBody = Type.Object({
  email: Type.Optional(Email),
  phoneNumber: Type.Optional(Type.String({ minLength: 3, maxLength: 32 })),
  /** Needed to read a national phone number; defaults to the site's country. */
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  method: Type.Optional(Method),
});
/** The flow's token and where a code can go (masked); the same shape whether or not the account exists. */
export const ResetStart = Type.Object({ token: Type.String(), email: Nullable(Type.String()), phoneNumber: Nullable(Type.String()), method: Type.Integer() });
export const ResetSendCodeBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }), method: Type.Optional(Method) });
export const ResetConfirmBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }), code: Type.String({ minLength: 1, maxLength: 12 }) });
export const ResetPasswordBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }), password: Password });
/** The v2 reset: the link sent in the e-mail carries its own token. */
export const ResetPasswordV2Body = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }), password: Password });

/** GET/POST /api/my-game/about: the player's golf in their own words, shown to their coach. */
export const MyGameAbout = Type.Object({
  yearsPlaying: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 90 }))),
  handicap: Type.Optional(Nullable(Type.Number({ minimum: -10, maximum: 54 }))),
  averageScore: Type.Optional(Nullable(Type.Integer({ minimum: 50, maximum: 200 }))),
  roundsPerMonth: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 60 }))),
  practiceHoursPerWeek: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 80 }))),
  homeCourse: Type.Optional(Nullable(Text(120))),
  goals: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 10 })),
  strengths: Type.Optional(Nullable(Text(1000))),
  challenges: Type.Optional(Nullable(Text(1000))),
  notes: Type.Optional(Nullable(Text(2000))),
});
export type MyGameAbout = Static<typeof MyGameAbout>;
export const MyGameAboutBody = Type.Object({ dataBody: MyGameAbout });
/** `handicap` is what the player declared; `handicapFigure` puts it beside the WHS index from their rounds. */
export const MyGameAboutAnswer = Type.Object({ ...MyGameAbout.properties, updatedAt: Nullable(Type.String()), handicapFigure: HandicapFigure });

/** Score kinds a player records (POST /api/player-score) and the dashboard summarises. */
export const SCORE_TYPES = ['handicap', 'averageScore', 'drivingDistance', 'fairwaysHit', 'greensInRegulation', 'puttsPerRound'] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];
export const ScoreSummary = Type.Object({
  typeScore: Type.String(),
  latest: Nullable(Type.Number()),
  previous: Nullable(Type.Number()),
  best: Nullable(Type.Number()),
  /** Whether the latest value is better than the previous one (lower is better for handicap, score, putts). */
  improving: Nullable(Type.Boolean()),
  count: Type.Integer(),
  history: Type.Array(Type.Object({ value: Type.Number(), recordedAt: Type.String() })),
});
export const ScoreDashboard = Type.Object({ scores: Type.Array(ScoreSummary) });
export type ScoreDashboard = Static<typeof ScoreDashboard>;

export const HubspotIdentification = Type.Object({ token: Type.String(), email: Type.String() });
