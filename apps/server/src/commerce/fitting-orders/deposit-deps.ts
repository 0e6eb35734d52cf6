// What deposits need from the cart and orders domains, through their faces.
export { closeCart, nextOrderNumber, type Tx } from '../cart/index.ts';
