import { Type, type Static } from 'typebox';

/** A gift code as typed: letters, digits, spaces and dashes (the server normalizes it). */
export const GiftCodeParam = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9 -]+$' }) });

/** The gift code check (spec §3 "Gift code check result"), with the balance and expiry the shop shows. */
export const GiftCodeCheck = Type.Object({
  is_valid: Type.Boolean(),
  message: Type.String(),
  reason: Type.Union([Type.String({ description: 'why the code cannot pay: not_valid, expired or spent' }), Type.Null()]),
  code: Type.Union([Type.String(), Type.Null()]),
  balance: Type.Union([Type.String({ description: 'exact decimal amount left, e.g. "37.50"' }), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.Union([Type.String({ description: 'ISO time' }), Type.Null()]),
  gift_code_type: Type.Union([Type.String(), Type.Null()]),
  sku: Type.Union([Type.String(), Type.Null()]),
  sku_id: Type.Union([Type.Integer(), Type.Null()]),
  sku_name: Type.Union([Type.String(), Type.Null()]),
  sku_visibility: Type.Union([Type.String(), Type.Null()]),
});
export type GiftCodeCheck = Static<typeof GiftCodeCheck>;
