//! The deployment types of a Foundry resource and what follows from the model table for each:
//! its labels and `--sku-name`, where it processes requests, the model's per-token price at it,
//! a month's token bill as arithmetic a person can redo, provisioned throughput sized by the
//! model family's rule with its PTU-hours, the rate at peak against the default rate limits
//! with the capacity a deployment asks for, and the break-even against dedicated capacity.
//! Facts about models, read by the bills (`bill::tokens`), the residency rules, the create
//! commands and the summary alike; it reads only the model table, the traffic, the GPT-6
//! weighing and number formatting.
//!
//! Reference: `shared/reference/foundation-models.md` §2 (deployment types), §6 (rate limits),
//! §7 (provisioned throughput); prices `shared/data/README.md`.

use super::gpt6;
use crate::advisor::facts::num::{grouped, volume_words};
use crate::advisor::facts::traffic::{self, rate, Traffic};
use crate::advisor::models::{self, offer, Kind, Llm, Price};

/// A deployment type of a Foundry resource (the deployment-types page, 2026-08-06).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deployment {
    GlobalStandard,
    DataZoneStandard,
    /// Standard (regional): here only a fine-tuned model's, in the regions its table gives.
    Standard,
    GlobalBatch,
    DataZoneBatch,
    GlobalProvisioned,
    DataZoneProvisioned,
    RegionalProvisioned,
}

impl Deployment {
    pub fn label(self) -> &'static str {
        match self {
            Deployment::GlobalStandard => "Global Standard",
            Deployment::DataZoneStandard => "Data Zone Standard",
            Deployment::Standard => "Standard",
            Deployment::GlobalBatch => "Global Batch",
            Deployment::DataZoneBatch => "Data Zone Batch",
            Deployment::GlobalProvisioned => "Global Provisioned",
            Deployment::DataZoneProvisioned => "Data Zone Provisioned",
            Deployment::RegionalProvisioned => "Regional Provisioned",
        }
    }

    /// The `--sku-name` of `az cognitiveservices account deployment create`.
    pub fn sku(self) -> &'static str {
        match self {
            Deployment::GlobalStandard => "GlobalStandard",
            Deployment::DataZoneStandard => "DataZoneStandard",
            Deployment::Standard => "Standard",
            Deployment::GlobalBatch => "GlobalBatch",
            Deployment::DataZoneBatch => "DataZoneBatch",
            Deployment::GlobalProvisioned => "GlobalProvisionedManaged",
            Deployment::DataZoneProvisioned => "DataZoneProvisionedManaged",
            Deployment::RegionalProvisioned => "ProvisionedManaged",
        }
    }

    /// Where requests may be processed, in the page's words.
    pub fn processing(self) -> &'static str {
        match self {
            Deployment::GlobalStandard
            | Deployment::GlobalBatch
            | Deployment::GlobalProvisioned => "in any Azure region",
            Deployment::DataZoneStandard
            | Deployment::DataZoneBatch
            | Deployment::DataZoneProvisioned => "within the data zone (US or EU)",
            Deployment::RegionalProvisioned | Deployment::Standard => {
                "within the resource's Azure geography"
            }
        }
    }

    /// The model's per-token price at this type (standard and batch types).
    pub fn price(self, l: Llm) -> Price {
        let m = l.model();
        match self {
            Deployment::GlobalStandard => m.global,
            Deployment::DataZoneStandard => m.zone,
            Deployment::GlobalBatch => m.batch,
            Deployment::DataZoneBatch => m.zone_batch,
            _ => Price {
                input: 0,
                output: 0,
                src: models::Src::Retail,
                key: "",
                out_key: "",
            },
        }
    }
}

/// The standard deployment type for a model: Global Standard, which "launches first …, has the
/// lowest price, and offers the broadest region coverage" (deployment-types page).
pub fn standard_type(_l: Llm) -> Deployment {
    Deployment::GlobalStandard
}

/// One line of a token bill.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenLine {
    pub label: &'static str,
    pub working: String,
    /// Micro-dollars a month.
    pub micro: u64,
}

/// The token bill of a month at a deployment type (`None`: no price the data trusts). Embedding
/// models bill input tokens only.
pub fn token_lines(l: Llm, d: Deployment, in_k: u64, out_k: u64) -> Option<Vec<TokenLine>> {
    token_lines_at(l, d, d.price(l), in_k, out_k)
}

/// The token bill of a month at a deployment type and one of its prices (a data zone's own
/// meter: `residency::price`).
pub fn token_lines_at(
    l: Llm,
    d: Deployment,
    p: Price,
    in_k: u64,
    out_k: u64,
) -> Option<Vec<TokenLine>> {
    if !p.known() {
        return None;
    }
    let m = l.model();
    let line = |label, k: u64, price: u32, cite: String| TokenLine {
        label,
        working: format!(
            "{} M tokens × {} per 1M ({}, {}; {})",
            grouped(k as f64 / 1000.0, 3),
            models::usd_micro(u64::from(price)),
            m.name,
            d.label(),
            cite
        ),
        micro: k * u64::from(price) / 1000,
    };
    let mut v = vec![line("Input tokens", in_k, p.input, p.cite())];
    if m.kind == Kind::Chat {
        v.push(line("Output tokens", out_k, p.output, p.cite_output()));
    }
    Some(v)
}

/// Micro-dollars a month of a whole token bill.
pub fn token_micro(l: Llm, d: Deployment, in_k: u64, out_k: u64) -> Option<u64> {
    token_lines(l, d, in_k, out_k).map(|v| v.iter().map(|t| t.micro).sum())
}

/// Provisioned throughput for a month of traffic: the PTUs the family's rule gives at peak, and
/// their price.
#[derive(Clone, Debug, PartialEq)]
pub struct PtuSize {
    pub deployment: Deployment,
    pub ptus: u32,
    /// Tokens a minute at peak (input; output as input × the family's ratio), and their sum.
    pub input_tpm: f64,
    pub output_tpm: f64,
    pub normalized_tpm: f64,
    /// The arithmetic in words.
    pub working: String,
    /// Cents an hour per PTU (0: not in the data), and a month of all PTUs in micro-dollars.
    pub cents_per_hour: u32,
    pub monthly_micro: u64,
}

/// The hourly price of a PTU (Retail, 2026-07-31): Global $1.00, Data Zone $1.10; Regional by
/// region ($2.00, $2.20 or $2.40; other regions are not in the data).
pub fn ptu_cents(d: Deployment, region: &str) -> u32 {
    match d {
        Deployment::GlobalProvisioned => 100,
        Deployment::DataZoneProvisioned => 110,
        _ => match region {
            "eastus" | "eastus2" | "northcentralus" | "southcentralus" | "westus" | "westus3"
            | "australiaeast" => 200,
            "canadacentral" | "canadaeast" | "francecentral" | "germanywestcentral"
            | "japaneast" | "koreacentral" | "swedencentral" | "uksouth" => 220,
            "brazilsouth" | "southeastasia" | "westeurope" | "northeurope" => 240,
            _ => 0,
        },
    }
}

/// The PTUs a model's traffic needs at a provisioned type, by the sizing page's formulas:
/// normalized TPM = input TPM + ratio × output TPM, ÷ input TPM per PTU, rounded up to the
/// increment and at least the minimum. `None` where the model has no provisioned sizing.
pub fn ptu_size(l: Llm, t: &Traffic, d: Deployment, region: &str) -> Option<PtuSize> {
    let m = l.model();
    let p = m.ptu?;
    let flag = match d {
        Deployment::GlobalProvisioned => offer::PTU_GLOBAL,
        Deployment::DataZoneProvisioned => offer::PTU_DZ,
        _ => offer::PTU_REGIONAL,
    };
    if !m.offers(flag) {
        return None;
    }
    let (min, step) = if d == Deployment::RegionalProvisioned {
        (p.regional_min, p.regional_step)
    } else {
        (p.min, p.step)
    };
    if min == 0 {
        return None;
    }
    let (input_tpm, out) = t.peak_tpm();
    // GPT-6 and newer weigh each kind of token by its price (`gpt6`); the others, output only.
    let weighed = p.normalized.then(|| gpt6::weighed(t, gpt6::SHORT));
    let normalized = weighed
        .as_ref()
        .map_or(input_tpm + out * f64::from(p.ratio), |w| w.0);
    let output_tpm = normalized - input_tpm;
    let exact = normalized / f64::from(p.tpm);
    let ptus = gpt6::round_ptus(exact, min, step);
    let cents = ptu_cents(d, region);
    let monthly_micro = u64::from(ptus) * u64::from(cents) * 730 * 10_000;
    let peak = match t.peak_rpm() {
        Some(rpm) => format!("at peak, {} requests a minute bring", rate(rpm)),
        None => "on the month's average (a monthly volume gives no peak),".into(),
    };
    let tokens = match weighed {
        Some((_, words)) => words,
        None => format!(
            "{} input tokens a minute + {} output × {} (an output token of {} counts as {} input tokens)",
            rate(input_tpm),
            rate(out),
            p.ratio,
            m.name,
            p.ratio
        ),
    };
    let working = format!(
        "{peak} {tokens} = {} normalized tokens a minute ÷ {} per PTU = {} → {} PTUs (minimum {}, in steps of {})",
        rate(normalized),
        traffic::group(u64::from(p.tpm)),
        grouped(exact, 1),
        traffic::group(u64::from(ptus)),
        min,
        step
    );
    Some(PtuSize {
        deployment: d,
        ptus,
        input_tpm,
        output_tpm,
        normalized_tpm: normalized,
        working,
        cents_per_hour: cents,
        monthly_micro,
    })
}

/// The rate at peak against a standard deployment's default limits.
#[derive(Clone, Debug, PartialEq)]
pub struct RateCheck {
    /// Tokens (in and out) and requests a minute at peak.
    pub tpm: f64,
    pub rpm: Option<f64>,
    /// The default limits (0: not listed).
    pub quota_tpm: u32,
    pub quota_rpm: u32,
    /// The peak is above a listed default.
    pub over: bool,
    /// The sentence a person reads.
    pub words: String,
    /// `--sku-capacity` for the deployment: thousands of tokens a minute at peak, at least 1,
    /// at most the default quota where it is listed.
    pub capacity: u32,
}

/// Checks the peak of `t` against the default limits of `l` at deployment `d` (§6).
pub fn rate_check(l: Llm, d: Deployment, t: &Traffic) -> RateCheck {
    let m = l.model();
    let q = m.quota;
    let (quota_tpm, quota_rpm) = match d {
        Deployment::DataZoneStandard => (q.dz_tpm, q.dz_rpm),
        Deployment::Standard => (q.reg_tpm, q.reg_rpm),
        _ => (q.gs_tpm, q.gs_rpm),
    };
    let (i, o) = t.peak_tpm();
    let tpm = i + o;
    let rpm = t.peak_rpm();
    // Where output is limited apart, the token limit counts the input alone.
    let out_tpm = if quota_tpm > 0 { q.out_tpm } else { 0 };
    let counted = if out_tpm > 0 { i } else { tpm };
    let over_tpm = quota_tpm > 0 && counted > f64::from(quota_tpm);
    let over_out = out_tpm > 0 && o > f64::from(out_tpm);
    let over_rpm = quota_rpm > 0 && rpm.is_some_and(|r| r > f64::from(quota_rpm));
    // A default of none (Claude fable, row M): any traffic waits on a quota request.
    let none = q.request_first && d != Deployment::Standard;
    let over = none || over_tpm || over_out || over_rpm;
    let need = ((tpm / 1000.0).ceil() as u32).max(1);
    let capacity = if quota_tpm > 0 {
        need.min(quota_tpm / 1000)
    } else {
        need
    };
    let tokens = if out_tpm > 0 {
        format!("{} tokens in and {} out", rate(i), rate(o))
    } else {
        format!("{} tokens", rate(tpm))
    };
    let at_peak = match rpm {
        Some(r) => format!(
            "At peak, about {} requests and {tokens} a minute (the day's requests evenly over {} hours{}; bursts go higher)",
            rate(r),
            t.day_hours,
            t.days_words()
        ),
        None => format!(
            "On average about {tokens} a minute (a monthly volume says nothing of the peak; give requests a day to check it)"
        ),
    };
    let scope = match d {
        Deployment::DataZoneStandard if !q.dz_scope.is_empty() => q.dz_scope,
        _ if q.scope.is_empty() => "per region and subscription",
        _ => q.scope,
    };
    let tier = if q.tier1 {
        " at usage tier 1, the lowest (limits rise with usage)"
    } else {
        ""
    };
    let words = if none {
        format!(
            "{at_peak}: a {} deployment of {} has no default limit at pay-as-you-go, 0 requests and tokens a minute, so a quota request is needed before it carries any traffic ({scope}). Request quota with the quota form before you deploy (increases are not guaranteed).",
            d.label(),
            m.name
        )
    } else if quota_tpm == 0 {
        format!(
            "{at_peak}. The sources read give no default rate limit for {} as {}: check its quota in the Foundry portal before you rely on this volume.",
            m.name,
            d.label()
        )
    } else {
        let limit_tokens = if out_tpm > 0 {
            format!(
                "{} uncached input and {} output tokens",
                traffic::group(u64::from(quota_tpm)),
                traffic::group(u64::from(out_tpm))
            )
        } else {
            format!("{} tokens", traffic::group(u64::from(quota_tpm)))
        };
        let limit = if quota_rpm > 0 {
            format!(
                "{limit_tokens} and {} requests a minute",
                traffic::group(u64::from(quota_rpm))
            )
        } else {
            format!("{limit_tokens} a minute")
        };
        if over {
            // What lifts the limit: more quota always; more regions or deployments only where
            // the limit is each region's (a subscription's own, pooled across regions, is not:
            // Claude's, row M); provisioned throughput only where the model has it.
            // A regional Standard deployment keeps data in its region: other regions only
            // where the data may go there.
            let spread = if !q.scope.is_empty() {
                ""
            } else if d == Deployment::Standard {
                ", spread the traffic over more deployments (in other regions only where your data may be processed there)"
            } else {
                ", spread the traffic over regions or deployments"
            };
            let ptu = if m.offers(offer::PTU_GLOBAL | offer::PTU_DZ | offer::PTU_REGIONAL) {
                ", or reserve provisioned throughput"
            } else {
                ""
            };
            let quota = if spread.is_empty() {
                "Request more quota with the quota form (increases are not guaranteed)"
            } else {
                "Request more quota"
            };
            format!(
                "{at_peak}: above the default limit of a {} deployment of {}, {limit}{tier}, {scope}. {quota}{spread}{ptu}; until then requests over the limit get HTTP 429.{}",
                d.label(),
                m.name,
                month_ceiling(quota_rpm, quota_tpm, out_tpm, t)
            )
        } else {
            format!(
                "{at_peak}: within the default limit of a {} deployment of {}, {limit}{tier}, {scope}.",
                d.label(),
                m.name
            )
        }
    };
    RateCheck {
        tpm,
        rpm,
        quota_tpm,
        quota_rpm,
        over,
        words,
        capacity,
    }
}

/// Where input and output are limited apart (Claude, row M of the reference's table of
/// 2026-11-29): what the limits carry in a month at an even rate around the clock (43,800
/// minutes), against the month's traffic. Within them, flattening the peak is a way; above
/// them, a pay-as-you-go subscription cannot carry the volume at all without more quota, and
/// the person must be told so ("" where the limits are one for all tokens).
fn month_ceiling(rpm: u32, input_tpm: u32, output_tpm: u32, t: &Traffic) -> String {
    if output_tpm == 0 || input_tpm == 0 {
        return String::new();
    }
    const MINUTES: u64 = 43_800;
    let cap_in = u64::from(input_tpm) * MINUTES / 1000;
    let cap_out = u64::from(output_tpm) * MINUTES / 1000;
    let cap_requests = u64::from(rpm) * MINUTES;
    let (i, o) = t.month_k();
    // What the month brings against what the limits carry, each where it is more.
    let mut over: Vec<String> = Vec::new();
    if let Some(r) = t.month_requests().filter(|r| rpm > 0 && *r > cap_requests) {
        over.push(format!(
            "{} requests (the limit carries {})",
            volume_words(r / 1000),
            volume_words(cap_requests / 1000)
        ));
    }
    if i > cap_in {
        over.push(format!(
            "{} input tokens (the limit carries {})",
            volume_words(i),
            volume_words(cap_in)
        ));
    }
    if o > cap_out {
        over.push(format!(
            "{} output tokens (the limit carries {})",
            volume_words(o),
            volume_words(cap_out)
        ));
    }
    if over.is_empty() {
        format!(
            " The month's {} tokens in and {} out would fit these limits at an even rate around the clock (at most about {} input and {} output tokens a month): for work that can wait, queueing requests to flatten the peak is the other way.",
            volume_words(i),
            volume_words(o),
            volume_words(cap_in),
            volume_words(cap_out)
        )
    } else {
        format!(
            " Even at an even rate around the clock the month is more than these limits carry: {}. At pay-as-you-go no spreading of the traffic fits it; only more quota (or an Enterprise Agreement's limits) carries this volume.",
            over.join(", ")
        )
    }
}

/// Per-token billing against dedicated capacity costing `monthly_micro` a month: the monthly
/// volume (thousands of tokens at the traffic's in:out mix) at which both cost the same, and the
/// tokens a second around the clock it means. `None` without a token price or tokens.
pub fn break_even(l: Llm, d: Deployment, t: &Traffic, monthly_micro: u64) -> Option<(u64, u64)> {
    let (i, o) = t.month_k();
    let now = token_micro(l, d, i, o)?;
    let total = i + o;
    if now == 0 || total == 0 {
        return None;
    }
    let k = (monthly_micro as f64 * total as f64 / now as f64) as u64;
    // A month is 730 h = 2,628,000 s.
    Some((k, k.saturating_mul(1000) / 2_628_000))
}
