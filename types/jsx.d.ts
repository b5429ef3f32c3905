import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'island-root': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-props': string;
        'data-hydrate'?: string;
      };
    }
  }
}
