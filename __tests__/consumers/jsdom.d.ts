/**
 * The part of jsdom's API the consumer tests use, typed here rather than with @types/jsdom:
 * that package brings TypeScript's DOM library into the one type check src/ shares, where
 * `window` and `document` must stay unknown names.
 */
declare module 'jsdom' {
  /** A DOM node, as far as the tests read it. */
  export interface DomNode {
    readonly textContent: string | null;
    readonly parentElement: DomElement | null;
    /** `#text` for a text node, the upper-case tag name for an element. */
    readonly nodeName: string;
    /** 3 for a text node. */
    readonly nodeType: number;
    readonly firstChild: DomNode | null;
    readonly childNodes: Iterable<DomNode> & { readonly length: number };
  }

  /** A DOM element, as far as the tests read it. */
  export interface DomElement extends DomNode {
    closest(selectors: string): DomElement | null;
    querySelector(selectors: string): DomElement | null;
    querySelectorAll(selectors: string): Iterable<DomElement> & { readonly length: number };
    getAttributeNS(namespace: string | null, name: string): string | null;
  }

  /** A DOM document, as far as the tests read it. */
  export interface DomDocument extends DomElement {
    readonly body: DomElement;
    /** `whatToShow` 4 is NodeFilter.SHOW_TEXT. */
    createTreeWalker(root: DomElement, whatToShow: number): { nextNode(): DomNode | null };
  }

  /** A window, as far as the tests use one. */
  export interface DomWindow {
    readonly document: DomDocument;
  }

  /** Parses HTML (or, with `contentType`, XML such as SVG) into a window. */
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string });
    readonly window: DomWindow;
  }
}
