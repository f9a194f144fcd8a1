/**
 * Text for the pictures: every game's SVG goes through one escaping, so a name that holds
 * anything a string may hold still makes a well-formed XML 1.0 document.
 */

// What XML 1.0 cannot hold, even as a character reference: C0 controls but tab, newline and
// carriage return; a surrogate without its pair; U+FFFE and U+FFFF.
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Text as XML content or a double-quoted attribute value: `& < > "` escaped, and each
 * character XML 1.0 forbids replaced by U+FFFD (the replacement character), as a browser shows
 * a byte it cannot read. Never throws.
 */
export const escapeXml = (text: string): string =>
  text.replace(FORBIDDEN, '\uFFFD').replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c)
