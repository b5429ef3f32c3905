import { CART_FRAGMENT } from './fragments';

export const CART_CREATE_MUTATION = `
  mutation CartCreate($input: CartInput!) @inContext(country: RO, language: RO) {
    cartCreate(input: $input) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
      }
      warnings {
        code
        message
        target
      }
    }
  }
  ${CART_FRAGMENT}
` as const;
