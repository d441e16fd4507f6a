/**
 * A rulebook's markdown (docs/rules/*.md, the one source of the rules text) turned into the rules page's HTML.
 * Every rule id in the text becomes a link to that rule, and one mention of each id carries it as its anchor:
 * its first mention in a heading, else its first mention in the body (after the introduction, which only
 * explains the marks), else its first mention at all. Headings take the English rulebook's slugs, heading by
 * heading, so an anchor such as `#13-options` is the same in every language. Pure: no DOM, no fetch.
 */
import { Marked, type Token, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { ruleIdAtStart, ruleIdPattern } from './rule-ids.js';

interface RuleToken extends Tokens.Generic {
  type: 'ruleId';
  id: string;
  /** This mention is the rule's anchor. */
  anchor: boolean;
}

export interface Rulebook {
  readonly html: string;
  /** Every rule id that has an anchor on the page. */
  readonly anchors: ReadonlySet<string>;
  /** The headings' anchors, in order. */
  readonly headings: readonly string[];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const ruleIdExtension: TokenizerAndRendererExtension = {
  name: 'ruleId',
  level: 'inline',
  start(src: string) {
    const at = src.search(new RegExp(ruleIdPattern().source, 'u'));
    return at < 0 ? undefined : at;
  },
  tokenizer(src: string): RuleToken | undefined {
    const m = ruleIdAtStart.exec(src);
    return m ? { type: 'ruleId', raw: m[0], id: m[0], anchor: false } : undefined;
  },
  renderer(token) {
    const { id, anchor } = token as RuleToken;
    const attr = escapeAttr(id);
    return `<a class="rule-ref" href="#${attr}"${anchor ? ` id="${attr}"` : ''}>${attr}</a>`;
  },
};

/** GitHub's heading slug: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2 … */
export function slugs(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = text
      .replace(/[*_`]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  });
}

const newMarked = () => new Marked({ gfm: true });

/** The headings of a rulebook, in order, as their text. */
export function headingTexts(markdown: string): string[] {
  return newMarked()
    .lexer(markdown)
    .filter((t): t is Tokens.Heading => t.type === 'heading')
    .map((t) => t.text);
}

/**
 * Renders `markdown`; `english` is the English rulebook of the same game, whose headings name the anchors
 * (pass the same text to render the English one).
 */
export function renderRulebook(markdown: string, english: string): Rulebook {
  const headingIds = slugs(headingTexts(english));
  const marked = newMarked();
  let heading = 0;
  marked.use({
    extensions: [ruleIdExtension],
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const id = headingIds[heading++] ?? '';
        return `<h${depth} id="${escapeAttr(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        // In-page anchors and the web work; paths into the repository do not exist in the app.
        if (href.startsWith('#') || /^https?:\/\//.test(href))
          return `<a href="${escapeAttr(href)}">${text}</a>`;
        return `<span>${text}</span>`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  const anchors = chooseAnchors(marked, tokens);
  return { html: marked.parser(tokens), anchors, headings: headingIds };
}

/** Marks each rule's anchor mention (see the module's comment) and returns the ids that got one. */
function chooseAnchors(marked: Marked, tokens: Token[]): Set<string> {
  const inHeading = new Map<string, RuleToken>();
  const inBody = new Map<string, RuleToken>();
  const anywhere = new Map<string, RuleToken>();
  let body = false;
  for (const block of tokens) {
    if (block.type === 'heading' && (block as Tokens.Heading).depth === 2) body = true;
    marked.walkTokens([block], (t) => {
      if (t.type !== 'ruleId') return;
      const rule = t as RuleToken;
      if (!anywhere.has(rule.id)) anywhere.set(rule.id, rule);
      if (body && !inBody.has(rule.id)) inBody.set(rule.id, rule);
      if (body && block.type === 'heading' && !inHeading.has(rule.id)) inHeading.set(rule.id, rule);
    });
  }
  for (const [id, first] of anywhere) (inHeading.get(id) ?? inBody.get(id) ?? first).anchor = true;
  return new Set(anywhere.keys());
}
