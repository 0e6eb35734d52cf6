import { requireCustomer, type CommerceContext, type Resolvers } from '../graphql/index.ts';
import { invalid } from '../../platform/errors.ts';
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
  },
};
