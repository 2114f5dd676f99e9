// Tracking links in the dispatch e-mail (issue #26 item 14): TRACKING_URL_TEMPLATES is a JSON object of
// carrier name → web address holding `{ref}`, e.g. {"NZ Post": "https://www.nzpost.co.nz/tools/tracking/item/{ref}"}.
// Checked at start-up (config.ts), so a typo stops the store rather than sending broken links; a carrier
// staff type is matched whatever its case and blanks, since they type it by hand at each dispatch.
import { z } from 'zod';

/** Carrier (as matched: trimmed, lower case, blanks as one) → its template. */
export type TrackingUrlTemplates = Readonly<Record<string, string>>;

const REF = '{ref}';

/** How a carrier's name is compared: 'NZ  Post ' and 'nz post' are one carrier. */
const carrierKey = (carrier: string): string => carrier.trim().replace(/\s+/g, ' ').toLowerCase();

function isTemplate(template: string): boolean {
  if (!template.includes(REF)) return false;
  try {
    const url = new URL(template.replaceAll(REF, 'REF'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const SHAPE = 'must be a JSON object of carrier name to an https:// address holding {ref}, e.g. {"NZ Post":"https://www.nzpost.co.nz/tools/tracking/item/{ref}"}';

/** The environment variable's reader: blank or unset is no templates. */
export const trackingUrlTemplatesFromEnv = z
  .string()
  .optional()
  .transform((text, context): TrackingUrlTemplates => {
    if (!text?.trim()) return Object.freeze({});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: `is not JSON: it ${SHAPE}` });
      return z.NEVER;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      context.addIssue({ code: 'custom', message: SHAPE });
      return z.NEVER;
    }
    const templates: Record<string, string> = {};
    for (const [carrier, template] of Object.entries(parsed)) {
      const key = carrierKey(carrier);
      if (!key || typeof template !== 'string' || !isTemplate(template) || key in templates) {
        context.addIssue({ code: 'custom', message: `'${carrier}': ${key in templates ? 'is named twice' : SHAPE}` });
        continue;
      }
      templates[key] = template;
    }
    return Object.freeze(templates);
  });

/** The carrier's tracking address for the reference (URL-encoded); null when the carrier has no template. */
export function trackingUrl(templates: TrackingUrlTemplates, carrier: string | null, trackingRef: string | null): string | null {
  if (!carrier || !trackingRef) return null;
  const template = templates[carrierKey(carrier)];
  return template ? template.replaceAll(REF, encodeURIComponent(trackingRef)) : null;
}
