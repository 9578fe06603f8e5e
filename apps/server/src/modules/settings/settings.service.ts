import type { Settings } from '@amori/contract';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { VisitorCountries } from '../../http/visitor-countries';
import { hostOf } from '../../lib/host';
import type { Region } from '../../lib/cache';
import type { Events } from '../../lib/events';
import { JsonText } from '../../plugins/api';
import { findSiteById, findSiteForDomain } from './settings.repository';

/** The settings answer for a site and a visitor. */
export function toSettings(site: SiteRow, visitor: VisitorCountries, pushPublicKey: string | null): Settings {
  const fallbackCountry = site.countries[0] ?? null;
  return {
    name: site.name,
    index_title: site.indexTitle,
    description: site.description,
    domain: site.domain,
    domain_language: site.domainLanguage,
    countries: site.countries,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    geoip_country: visitor.geoipCountry ?? fallbackCountry,
    geoip_selected_country: visitor.selectedCountry,
    cdn_prefix: site.cdnPrefix,
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    minimum_message_costs: site.minimumMessageCosts,
    support_email: site.supportEmail,
    support_phone: site.supportPhone,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    site_entry_popup_countries: site.siteEntryPopupCountries ?? null,
    push_public_key: pushPublicKey,
    search_fields: site.searchFields,
    fictional_warning: site.fictionalWarning,
    fictional_singular: site.fictionalSingular,
    fictional_plural: site.fictionalPlural,
    fictional_icon: site.fictionalIcon,
    refund_days: site.refundDays,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    member_resell: site.memberResell,
    niche: site.niche,
    company_id: site.companyId,
    mail_name: site.mailName,
    min_age: site.minAge,
  };
}

/** Visitor countries kept per site: what visitors send cannot grow them without bound. */
const MAX_ANSWERS = 1000;

/** A site as kept by its domain, with its settings answer per visitor's countries. */
export interface KeptSite {
  site: SiteRow;
  /** The settings answer per visitor's countries, as JSON (settings.php is asked on every page). */
  answers: Map<string, JsonText>;
}

export interface SitesDeps {
  db: Database;
  events: Events;
  pushPublicKey: string;
  /** Sites by the domain a request names, and by id (caches.ts drops both when a site changes). */
  byDomain: Region<string, KeptSite>;
  byId: Region<number, SiteRow>;
}

/**
 * The sites this server serves, by the domain a request names, kept in memory: settings.php is
 * asked on every page and sites change rarely. Whatever changes a site row calls `changed`.
 */
export function createSites(deps: SitesDeps) {
  return {
    forHost: (host: string) => forHost(deps, host),
    forId: (id: number) => forId(deps, id),
    settings: (host: string, visitor: VisitorCountries) => settings(deps, host, visitor),
    changed: () => changed(deps),
  };
}

export type Sites = ReturnType<typeof createSites>;

/** The site a request is for (its Host, or the `host` a page's loader names), or 404. */
async function forHost(deps: SitesDeps, host: string): Promise<SiteRow> {
  return (await entry(deps, hostOf(host))).site;
}

/**
 * A site by its id, kept as sites by host are (a price change is seen once `changed` is called):
 * a member's own site, whatever host they came through (chats.messages prices a message with it).
 */
function forId(deps: SitesDeps, id: number): Promise<SiteRow> {
  return deps.byId.load(id, async () => {
    const site = await findSiteById(deps.db, id);
    // An unknown id is a 404, and is not kept (a failed load never is).
    if (!site) throw notFound('No such site');
    return site;
  });
}

/**
 * The settings answer for a host and a visitor: at once when the site is kept (settings.php is
 * asked on every page, see `Api.answer`), else when it has been read.
 */
function settings(deps: SitesDeps, host: string, visitor: VisitorCountries): JsonText | Promise<JsonText> {
  const domain = hostOf(host);
  const kept = deps.byDomain.peek(domain)?.value;
  return kept ? answerFor(deps, kept, visitor) : entry(deps, domain).then((e) => answerFor(deps, e, visitor));
}

function answerFor(deps: SitesDeps, kept: KeptSite, visitor: VisitorCountries): JsonText {
  const key = `${visitor.geoipCountry}|${visitor.selectedCountry}`;
  let answer = kept.answers.get(key);
  if (!answer) {
    if (kept.answers.size >= MAX_ANSWERS) kept.answers.clear();
    answer = new JsonText(JSON.stringify(toSettings(kept.site, visitor, deps.pushPublicKey)));
    kept.answers.set(key, answer);
  }
  return answer;
}

/** A site row changed: every process (this one included) drops the sites it keeps. */
function changed(deps: SitesDeps): Promise<void> {
  return deps.events.emit({ type: 'siteChanged' });
}

function entry(deps: SitesDeps, domain: string): Promise<KeptSite> {
  return deps.byDomain.load(domain, async () => {
    const site = await findSiteForDomain(deps.db, domain);
    // An empty database (before seeding) is not kept (a failed load never is).
    if (!site) throw notFound('No site is configured');
    return { site, answers: new Map() };
  });
}
