import type { Settings } from '@amori/contract';
import type { SiteRow } from '../../db/schema';

export interface VisitorContext {
  /** Country from GeoIP, when known. */
  geoipCountry: string | null;
  /** Country the visitor chose (lang-config, cookie or `?country=`), which wins. */
  selectedCountry: string | null;
}

/** Strips the port and lower-cases a Host header value. */
export function domainOfHost(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** The settings answer for a site and a visitor. */
export function toSettings(site: SiteRow, visitor: VisitorContext, pushPublicKey: string | null): Settings {
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
  };
}
