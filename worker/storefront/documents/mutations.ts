import { CART_FRAGMENT } from './fragments';

const gql = String.raw;

export const CART_CREATE_MUTATION = gql`
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
`;
