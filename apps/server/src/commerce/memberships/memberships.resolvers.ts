import { cartLinesOf, changeCart } from '../cart/index.ts';
import { requireCustomer, type CommerceContext, type Resolvers } from '../graphql/index.ts';
import { invalid } from '../../platform/errors.ts';
import { cartBuysMembership, chooseMembershipDevice, membershipDeviceOfCart } from './shop-memberships.ts';
import { redeemMembershipCode, validateMembershipCode } from './membership-codes.service.ts';
import { ownerOfCustomer } from './membership-owner.ts';

const ownerOf = (context: CommerceContext) => ownerOfCustomer(requireCustomer(context), context.store);
const MAX_CODE = 64;

export const membershipsResolvers: Resolvers = {
  Mutation: {
    membershipValidateGiftCard: async (_, args, context) => {
      if (args.gift_code.length > MAX_CODE) throw invalid('gift_code', 'A prepaid code has 16 letters and digits.');
      return validateMembershipCode(context.ctx, ownerOf(context), args.gift_code);
    },
    redeemMembershipGiftCard: async (_, args, context) => {
      if (args.gift_code.length > MAX_CODE) throw invalid('gift_code', 'A prepaid code has 16 letters and digits.');
      if (args.customer_email.length > 254) throw invalid('customer_email', 'Give the e-mail address of your account.');
      if (args.device_id != null && args.device_id < 1) throw invalid('device_id', 'Choose one of your devices.');
      return redeemMembershipCode(context.ctx, ownerOf(context), { code: args.gift_code, email: args.customer_email, deviceId: args.device_id ?? null });
    },
    setMembershipDeviceOnCart: async (_, { input }, context) => {
      if (input.device_id < 1) throw invalid('device_id', 'Choose one of your launch monitors.');
      const shopper = { customer: requireCustomer(context), store: context.store };
      const { cart } = await changeCart(context.ctx, shopper, input.cart_id, (tx, cart) =>
        chooseMembershipDevice(tx, cart, input.device_id, context.ctx.clock.now()),
      );
      return { cart };
    },
  },
  Cart: {
    membership_device: async (cart, _, context) => {
      const lines = await cartLinesOf(context.ctx.db, cart.id);
      return (await cartBuysMembership(context.ctx.db, cart, lines)) ? membershipDeviceOfCart(context.ctx.db, cart) : null;
    },
  },
};
