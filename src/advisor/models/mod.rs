//! Foundation models from the Azure model catalog, as of the reference revised on 2026-11-26
//! (`shared/reference/foundation-models.md`): who sells each, whether its weights are open, its
//! lifecycle in the seller's own terms, the deployment types it is offered as, its per-token prices
//! with their own source and date, provisioned-throughput sizing, default rate limits, and whether
//! and where it can be fine-tuned. Pure data and integer arithmetic.
//!
//! Sources, each named beside the figure it gives:
//! - lifecycle: the Foundry retirement schedule of 2026-10-05 (§3, §4); a date this table knows,
//!   compared with the date the advice is for ([`today`]), says what has since been deprecated or
//!   retired;
//! - per-token prices: the litellm price file as copied on 2026-08-01 (community-curated; where
//!   the README finds an entry doubtful, the price is left out), and the Azure Retail Prices API
//!   records of 2026-07-31 for batch, fine-tuning, hosting, provisioned throughput and Cohere
//!   (`shared/data/README.md`);
//! - deployment types, batch, PTU sizing, rate limits and fine-tuning: §2, §5, §6, §7, §8.
//!
//! The floor above the facts: this table and what follows from a model alone, each in its own
//! file: [`deployment`] (types, per-token lines, PTU sizing, rate limits), [`gpt6`] and
//! [`fireworks`] (their published figures), [`finetuned`] (a fine-tuned model's deployments),
//! [`ftjourney`] (fine-tuning methods and lifecycle), [`fit`] (whether weights fit a GPU size),
//! [`delay`] (Batch and Flex routes), [`model_list`] (the list a person picks from).

#![allow(clippy::inconsistent_digit_grouping)] // dates are written 2027_02_06

pub mod delay;
pub mod deployment;
pub mod finetuned;
pub mod fireworks;
pub mod fit;
pub mod ftjourney;
pub mod gpt6;
pub mod model_list;

use crate::advisor::facts::choice::choices;
use crate::advisor::facts::num::short;
use std::cell::Cell;

/// A calendar date as the number yyyymmdd (20261124): ordered like the date.
pub type Day = u32;

/// The date this table was compiled; the date assumed until the page or the CLI says otherwise.
pub const COMPILED: Day = 2026_11_26;
/// The retirement schedule the lifecycle columns come from.
pub const SCHEDULE: Day = 2026_10_05;

thread_local! {
    // One a thread: the page and the CLI compute on one thread; a test that tries another date
    // changes it for its own thread alone, never for the tests running beside it.
    static TODAY: Cell<Day> = const { Cell::new(0) };
}

/// Sets the date the advice is for, on this thread: the UI passes the browser's date, the CLI
/// the system date (or `--today`). A plain value: the core reads no clock.
pub fn set_today(d: Day) {
    TODAY.with(|t| t.set(d));
}

/// The date the advice is for.
pub fn today() -> Day {
    match TODAY.with(Cell::get) {
        0 => COMPILED,
        d => d,
    }
}

/// "2027-02-06".
pub fn day_text(d: Day) -> String {
    format!("{}-{:02}-{:02}", d / 10000, d / 100 % 100, d % 100)
}

/// A date from days since 1970-01-01 (the civil calendar, H. Hinnant's algorithm).
pub fn day_from_unix_days(z: i64) -> Day {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y * 10000 + m * 100 + d) as Day
}

/// Who sells a model, which decides what deploying it takes and whose lifecycle terms apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seller {
    /// Azure OpenAI: sold directly by Azure, deployed on a Foundry resource only.
    AzureOpenAi,
    /// Another provider's model sold directly by Azure: no Marketplace subscription.
    Azure,
    /// Microsoft's own models, listed among partners and community: no Marketplace subscription.
    Microsoft,
    /// Partners and community: billed through Azure Marketplace, a subscription first.
    Partner,
    /// The sources read do not say (a model known only from the fine-tuning table).
    NotStated,
    /// Not sold: an open model from the Hugging Face collection, run on your managed compute.
    HuggingFace,
}

impl Seller {
    pub fn label(self) -> &'static str {
        match self {
            Seller::AzureOpenAi => "Azure OpenAI, sold directly by Azure",
            Seller::Azure => "sold directly by Azure",
            Seller::Microsoft => "Microsoft, partners and community",
            Seller::Partner => "partner model, billed through Azure Marketplace",
            Seller::NotStated => "seller not in the sources read",
            Seller::HuggingFace => "Hugging Face collection, on your own managed compute",
        }
    }
}

/// Whether the model's weights are open, as the reference says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weights {
    Open,
    Closed,
    /// The reference does not say.
    NotStated,
}

impl Weights {
    pub fn label(self) -> &'static str {
        match self {
            Weights::Open => "open weights",
            Weights::Closed => "closed weights",
            Weights::NotStated => "weights: not stated",
        }
    }
}

/// What a model does with tokens: chat models bill input and output, embedding models input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Chat,
    Embedding,
}

/// The lifecycle stage the retirement schedule of 2026-10-05 gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Preview,
    Ga,
    /// Newer models exist; new deployments allowed until it is deprecated.
    Legacy,
    /// Closed to new customers; existing customers keep deploying until retirement.
    Deprecated,
    /// Not in that schedule (an older one listed it).
    Unlisted,
}

/// Where a price comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// BerriAI/litellm `model_prices_and_context_window.json`, copy of 2026-08-01.
    Litellm,
    /// Azure Retail Prices API records, 2026-07-31.
    Retail,
    /// Microsoft Learn's provisioned throughput sizing include (ms.date 2026-09-23), its table
    /// "Pay-as-you-go prices and token weights": the GPT-6 prices
    /// (`shared/data/azure-foundry-prices-2026-09-23.csv`).
    Learn,
}

impl Src {
    pub fn date(self) -> &'static str {
        match self {
            Src::Litellm => "2026-08-01",
            Src::Retail => "2026-07-31",
            Src::Learn => "2026-09-23",
        }
    }

    /// The source as a reader would look it up.
    pub fn name(self) -> &'static str {
        match self {
            Src::Litellm => "the LiteLLM open price list (community-curated), 2026-08-01",
            Src::Retail => "Azure Retail Prices API, 2026-07-31",
            Src::Learn => "Microsoft Learn's provisioned throughput sizing page, table \u{201c}Pay-as-you-go prices and token weights\u{201d}, 2026-09-23",
        }
    }
}

/// A per-token price: micro-dollars per 1 million tokens in and out, and where it comes from
/// (the litellm key or the Retail meter). `input == 0`: the data has no price to trust.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Price {
    pub input: u32,
    pub output: u32,
    pub src: Src,
    /// The litellm key (one for both), or the Retail meter of the input tokens.
    pub key: &'static str,
    /// The Retail meter of the output tokens (empty for litellm, which has one key for both,
    /// and for a price of one meter, such as training tokens).
    pub out_key: &'static str,
}

impl Price {
    pub fn known(&self) -> bool {
        self.input > 0
    }

    /// "LiteLLM open price list azure/gpt-5.4, 2026-08-01".
    pub fn cite(&self) -> String {
        self.cite_meter(self.key)
    }

    /// The source of the output tokens' price: the same litellm key, or the output meter.
    pub fn cite_output(&self) -> String {
        match self.src {
            Src::Litellm | Src::Learn => self.cite(),
            Src::Retail => self.cite_meter(self.out_key),
        }
    }

    fn cite_meter(&self, key: &str) -> String {
        match self.src {
            Src::Litellm => format!("LiteLLM open price list {key}, 2026-08-01"),
            Src::Retail => format!("Retail meter \u{201c}{key}\u{201d}, 2026-07-31"),
            Src::Learn => format!(
                "GPT-6 prices of 2026-09-23, {key}, Microsoft Learn provisioned throughput sizing page"
            ),
        }
    }
}

const NO_PRICE: Price = Price {
    input: 0,
    output: 0,
    src: Src::Litellm,
    key: "",
    out_key: "",
};

const fn lite(key: &'static str, input: u32, output: u32) -> Price {
    Price {
        input,
        output,
        src: Src::Litellm,
        key,
        out_key: "",
    }
}

/// A price of one Retail meter (training tokens).
const fn retail(key: &'static str, input: u32, output: u32) -> Price {
    Price {
        input,
        output,
        src: Src::Retail,
        key,
        out_key: "",
    }
}

/// Token prices of two Retail meters: the input tokens' and the output tokens'.
const fn retail_io(key: &'static str, out_key: &'static str, input: u32, output: u32) -> Price {
    Price {
        input,
        output,
        src: Src::Retail,
        key,
        out_key,
    }
}

/// A GPT-6 price of Microsoft's table (2026-09-23): `key` names the model and the context.
const fn learn(key: &'static str, input: u32, output: u32) -> Price {
    Price {
        input,
        output,
        src: Src::Learn,
        key,
        out_key: "",
    }
}

/// Deployment types a model is offered as (§2, §4, §5; the model matrices).
pub mod offer {
    pub const GS: u16 = 1;
    pub const DZ_US: u16 = 2;
    pub const DZ_EU: u16 = 4;
    pub const REGIONAL: u16 = 8;
    pub const GLOBAL_BATCH: u16 = 16;
    pub const DZ_BATCH_US: u16 = 32;
    pub const DZ_BATCH_EU: u16 = 64;
    pub const PTU_GLOBAL: u16 = 128;
    pub const PTU_DZ: u16 = 256;
    pub const PTU_REGIONAL: u16 = 512;
    /// Every standard, batch and provisioned type, in both data zones.
    pub const EVERY_TYPE: u16 = GS
        | DZ_US
        | DZ_EU
        | REGIONAL
        | GLOBAL_BATCH
        | DZ_BATCH_US
        | DZ_BATCH_EU
        | PTU_GLOBAL
        | PTU_DZ
        | PTU_REGIONAL;
    /// The model has a Data Zone quota row, but which zones offer it is not confirmed.
    pub const DZ_UNCONFIRMED: u16 = 1024;
}
use offer::*;

/// Provisioned throughput sizing for a model family (§7, `provisioned-throughput-sizing`,
/// 2026-05-21, and its include of 2026-09-23 for gpt-5.6, gpt-5.4-mini and GPT-6): minimum and
/// increment of PTUs (Global and Data Zone; Regional), input tokens a minute per PTU, and how
/// many input tokens one output token counts as; or, for GPT-6 and newer (`normalized`),
/// normalized tokens a minute per PTU, the tokens weighted by their price (`gpt6`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ptu {
    pub min: u16,
    pub step: u16,
    pub regional_min: u16,
    pub regional_step: u16,
    pub tpm: u32,
    pub ratio: u8,
    /// Sized by normalized tokens weighted by price (GPT-6 and newer); `ratio` is then unused.
    pub normalized: bool,
}

/// A model's Fireworks provisioned throughput figures (Global and US Data Zone alike), read by
/// `fireworks`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FireworksPtu {
    pub min: u16,
    pub step: u16,
    /// Tokens a minute one PTU carries, as the sizing table gives them.
    pub tpm: u32,
}

/// Fireworks provisioned throughput figures: minimum, increment, tokens a minute per PTU.
const fn fw(min: u16, step: u16, tpm: u32) -> Option<FireworksPtu> {
    Some(FireworksPtu { min, step, tpm })
}

/// Default rate limits of a standard deployment (§6): tokens and requests a minute for Global
/// Standard and Data Zone Standard (0: not listed), and the page that gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quota {
    pub gs_tpm: u32,
    pub gs_rpm: u32,
    pub dz_tpm: u32,
    pub dz_rpm: u32,
    /// Regional Standard's, where the tier table gives them apart (0: not listed).
    pub reg_tpm: u32,
    pub reg_rpm: u32,
    /// Azure OpenAI's usage tier 1 (the lowest published) rather than the Foundry Models table.
    pub tier1: bool,
    /// Output tokens a minute, where they are limited apart from the input: the token limits
    /// above then count uncached input tokens only (Claude). 0: one limit for all tokens.
    pub out_tpm: u32,
    /// Whom the limits are for, where not "per region and subscription" (Claude's: per
    /// subscription at pay-as-you-go, with the higher limits of other agreements).
    pub scope: &'static str,
    /// Whom the Data Zone limits are for, where `scope` is a Global Standard deployment's alone
    /// (Claude's: per subscription and data zone, not pooled across regions).
    pub dz_scope: &'static str,
    /// The default limits are zero, not unlisted: nothing can be sent until a quota request is
    /// granted (claude-fable-5 and -5-1 at pay-as-you-go, row M).
    pub request_first: bool,
}

const NO_QUOTA: Quota = Quota {
    gs_tpm: 0,
    gs_rpm: 0,
    dz_tpm: 0,
    dz_rpm: 0,
    reg_tpm: 0,
    reg_rpm: 0,
    tier1: false,
    out_tpm: 0,
    scope: "",
    dz_scope: "",
    request_first: false,
};
/// Claude's default limits of a pay-as-you-go subscription (reference of 2026-11-29, row M:
/// `claude-models-quotas-limits-content.md` @ 0cfe2de6, 09/21/2026): requests, uncached input
/// tokens and output tokens a minute, pooled across regions for Global Standard; the same
/// figures for Data Zone Standard, per data zone, where the model has it (`zone`: row N). Zero
/// limits (the fable models) are a default of none: a quota request comes first, and the
/// Enterprise Agreement figures are row M's fable ones (4,000 / 4M / 800K).
const fn claude(rpm: u32, input_tpm: u32, output_tpm: u32, zone: bool) -> Quota {
    if rpm == 0 && input_tpm == 0 && output_tpm == 0 {
        return Quota {
            scope: "an Enterprise Agreement or MCA-E subscription gets 4,000 requests, 4,000,000 uncached input and 800,000 output tokens a minute, per subscription and pooled across regions; a free trial none",
            request_first: true,
            ..NO_QUOTA
        };
    }
    Quota {
        gs_tpm: input_tpm,
        gs_rpm: rpm,
        dz_tpm: if zone { input_tpm } else { 0 },
        dz_rpm: if zone { rpm } else { 0 },
        out_tpm: output_tpm,
        scope: "per subscription at pay-as-you-go, pooled across regions (an Enterprise Agreement or MCA-E subscription gets 10,000 requests, 10,000,000 input and 2,000,000 output tokens a minute; a free trial none; cache reads do not count)",
        dz_scope: if zone {
            "per subscription at pay-as-you-go, for the data zone (an Enterprise Agreement or MCA-E subscription gets 10,000 requests, 10,000,000 input and 2,000,000 output tokens a minute; a free trial none; cache reads do not count)"
        } else {
            ""
        },
        ..NO_QUOTA
    }
}

/// Why a Claude model's tokens are not estimated (reference of 2026-11-29, row O:
/// `claude-models-billing.md` @ 5231ce70, 06/23/2026): every Claude model bills through one
/// Azure Marketplace meter at Anthropic's rates, and no dated source of those rates is in the
/// price data. The LiteLLM figures for Claude are not Azure's meter and are not used.
pub const CLAUDE_UNPRICED: &str = "Claude models bill through one Azure Marketplace meter, Claude Consumption Units (CCU), at Anthropic's published per-model token rates (less any private-offer discount); Anthropic's rate card is not in this page's dated price data, so Claude's tokens are not estimated. Cost Management shows one CCU line for all Claude deployments (those made before CCU keep their per-model meters until redeployed).";

/// The same, in a few words: where a price would stand (the model list, a plan's prices).
pub const CLAUDE_UNPRICED_SHORT: &str =
    "billed in Claude Consumption Units at Anthropic's rates, not in the dated price data: not estimated";

/// What a person deploying a fable model must know first (reference of 2026-11-29, row M:
/// `claude-models-quotas-limits-content.md` @ 0cfe2de6, 09/21/2026).
pub const CLAUDE_FABLE_QUOTA: &str = "The Claude fable models have no default quota at pay-as-you-go (0 requests and tokens a minute): request quota with the quota form before deploying (Microsoft Learn's Claude quotas page, 09/21/2026).";

/// A Claude model (Anthropic, partner model): its tokens bill in Claude Consumption Units.
pub fn is_claude(l: Llm) -> bool {
    l.model().name.starts_with("claude-")
}
/// The US data zone's regions (§2, the standard matrix of 06/11/2026).
pub const US_ZONE: [&str; 7] = [
    "centralus",
    "eastus",
    "eastus2",
    "northcentralus",
    "southcentralus",
    "westus",
    "westus3",
];

/// gpt-5.1's regional Standard (§4, "US regions, swedencentral"): the US zone's and Sweden
/// Central.
const GPT51_REGIONAL: [&str; 8] = {
    let mut all = [""; 8];
    let mut i = 0;
    while i < US_ZONE.len() {
        all[i] = US_ZONE[i];
        i += 1;
    }
    all[7] = "swedencentral";
    all
};

/// "Rest of models" and the Llama rows of the Foundry Models quota table (2026-04-29).
const FOUNDRY_QUOTA: Quota = Quota {
    gs_tpm: 400_000,
    gs_rpm: 1_000,
    ..NO_QUOTA
};

const fn tier1(gs_rpm: u32, gs_tpm: u32, dz_rpm: u32, dz_tpm: u32) -> Quota {
    Quota {
        gs_tpm,
        gs_rpm,
        dz_tpm,
        dz_rpm,
        tier1: true,
        ..NO_QUOTA
    }
}

/// How a model is fine-tuned, where, and what the data prices (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FineTune {
    /// "SFT, DPO".
    pub methods: &'static str,
    /// On a Foundry resource (training types Global, Data Zone, Standard, Developer), or as
    /// serverless fine-tuning in a hub-based project (Models-as-a-Service).
    pub hub: bool,
    /// Where training runs, in the reference's words.
    pub regions: &'static str,
    /// The base model the job names (`model` of the job; a version where it differs).
    pub base: &'static str,
    /// The base model is deprecated: only customers who already use it can fine-tune it.
    pub existing_only: bool,
    /// "access is gated and available by invitation only".
    pub gated: bool,
    /// Training per 1M tokens × epochs (Global training), where the data has it.
    pub train: Price,
    /// Developer-tier training per 1M tokens (no hosting fee; deleted after 24 hours).
    pub developer: Price,
    /// Hosting of the deployed fine-tuned model, cents an hour (0: not in the data), and its meter.
    pub hosting_cents: u32,
    pub hosting_key: &'static str,
    /// Developer training is offered (the fine-tuning table of 10/06/2026: o4-mini yes, gpt-5 no).
    pub dev_training: bool,
    /// Fine-tuning of this model is in preview (the table of 10/06/2026 adds them all in preview).
    pub preview: bool,
    /// How the fine-tuned model can be deployed ([`FtDeploy`]).
    pub deploy: FtDeploy,
    /// Existing customers may start new training jobs until no earlier than this day (0: the
    /// sources give no date apart from the base model's): the retirement schedule of 2026-10-05,
    /// "Retirement of fine-tuning" (§8).
    pub train_until: Day,
    /// Fine-tuned deployments of this model run until this day, their own date rather than the
    /// base model's (0: the sources give none), same schedule (§8).
    pub deployed_until: Day,
    /// Data Zone training per 1M tokens × epochs (Retail, 2026-07-31), where the data has it.
    pub train_zone: Price,
    /// Standard (regional) training per 1M tokens × epochs, by region (Retail, 2026-07-31), and
    /// its meter; other regions are not in the data.
    pub train_regional: &'static [(&'static str, u32)],
    pub train_regional_key: &'static str,
    /// The regions of Standard training where they are not [`FtDeploy::standard`]'s (gpt-4o).
    pub train_standard: &'static [&'static str],
    /// The regional hosting meter of a Standard deployment of the fine-tuned model, and the
    /// regions it is priced in (Retail, 2026-07-31); "" where the data has none.
    pub hosting_regional_key: &'static str,
    pub hosting_regions: &'static [&'static str],
    /// A regional Standard deployment's per-token prices of the fine-tuned model, input and
    /// output per 1M tokens by region, and their two meters (Retail, 2026-07-31); other regions
    /// are not in the data.
    pub serve_regional: &'static [(&'static str, u32, u32)],
    pub serve_regional_keys: (&'static str, &'static str),
}

/// The deployment types of a fine-tuned model ([`FtDeploy::types`]).
pub mod ft {
    pub const GS: u8 = 1;
    /// Data Zone Standard: the US data zone only.
    pub const DZ_US: u8 = 2;
    /// Standard (regional), in [`super::FtDeploy::standard`]'s regions.
    pub const STANDARD: u8 = 4;
    /// Developer: per token, no hosting fee, no SLA, deleted after 24 hours.
    pub const DEVELOPER: u8 = 8;
    /// A serverless endpoint of the hub-based project it was fine-tuned in (Models-as-a-Service).
    pub const HUB_ENDPOINT: u8 = 16;
    /// Serverless by default: "Global Standard, Data Zone Standard (US only) and Developer
    /// unless noted".
    pub const SERVERLESS: u8 = GS | DZ_US | DEVELOPER;
}

/// Where and how a fine-tuned model deploys, as the reference's first table gives it (row G:
/// `fine-tune-supported-models.md` @ 9586c846, 10/06/2026; the standard and provisioned
/// deployment-region includes @ 9586c846 and @ 0cfe2de6, 10/07/2026). Regions are Azure region
/// names; an empty list means the type is not offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FtDeploy {
    /// [`ft`] flags.
    pub types: u8,
    /// Regions of a regional Standard deployment.
    pub standard: &'static [&'static str],
    /// Regions of a Regional Provisioned deployment (PTU-hours only, no hosting fee): fine-tuned
    /// gpt-4o-mini, gpt-4o and gpt-4.1 only.
    pub provisioned: &'static [&'static str],
    /// Deployed on managed compute (LoRA adapters on a matching base deployment) or Fireworks
    /// provisioned throughput, not as a serverless deployment (row F).
    pub managed: bool,
}

impl FtDeploy {
    pub fn has(&self, flag: u8) -> bool {
        self.types & flag != 0
    }
}

const NCUS_SWEDEN: &[&str] = &["northcentralus", "swedencentral"];
/// The regions the regional hosting of fine-tuned gpt-4.1 and gpt-4.1-mini is priced in.
const GPT41_HOSTING: &[&str] = &[
    "centralus",
    "eastus",
    "eastus2",
    "northcentralus",
    "northeurope",
    "southcentralus",
    "swedencentral",
    "westus",
    "westus3",
];
const EUS2_SWEDEN: &[&str] = &["eastus2", "swedencentral"];

/// The training regions of the models the table of 10/06/2026 adds: the reference does not
/// give them.
const FT_REGIONS_UNSTATED: &str =
    "on a Foundry resource (the training regions are not in the sources read)";

/// Where open weights fine-tune on Azure's capacity (Qwen3.6-35B-A3B, Qwen3.8-27B,
/// Muse-Glimmer-30B, gpt-oss-120b): Global training, only in these regions, and "Global training
/// … doesn't offer data residency" (reference, first table, row S:
/// `fine-tune-global-training-regions.md`, 10/06/2026).
const FT_REGIONS_OPEN: &str = "on a Foundry resource in Australia East, East US, East US 2, Korea Central, North Central US, Sweden Central, Switzerland North, UAE North, UK South or West US 3, with Global training, which keeps no data residency";

/// Serverless by default, with no regional Standard and no provisioned deployment.
const FT_SERVERLESS: FtDeploy = FtDeploy {
    types: ft::SERVERLESS,
    standard: &[],
    provisioned: &[],
    managed: false,
};
/// The open models fine-tuned on a Foundry resource (Llama-3.3-70B, Qwen3-32B, gpt-oss-20b,
/// Ministral-3B, MAI-Code): Global Standard only.
const FT_GLOBAL_ONLY: FtDeploy = FtDeploy {
    types: ft::GS,
    ..FT_SERVERLESS
};
/// Managed compute or Fireworks provisioned throughput, not serverless (row F).
const FT_MANAGED: FtDeploy = FtDeploy {
    types: 0,
    managed: true,
    ..FT_SERVERLESS
};
/// A serverless endpoint of the hub-based project (§8, Models-as-a-Service).
const FT_HUB: FtDeploy = FtDeploy {
    types: ft::HUB_ENDPOINT,
    ..FT_SERVERLESS
};

const FT: FineTune = FineTune {
    methods: "SFT",
    hub: false,
    regions: "Global, or Data Zone (US)",
    base: "",
    existing_only: false,
    gated: false,
    train: NO_PRICE,
    developer: NO_PRICE,
    hosting_cents: 0,
    hosting_key: "",
    dev_training: false,
    preview: false,
    deploy: FT_GLOBAL_ONLY,
    train_until: 0,
    deployed_until: 0,
    train_zone: NO_PRICE,
    train_regional: &[],
    train_regional_key: "",
    train_standard: &[],
    hosting_regional_key: "",
    hosting_regions: &[],
    serve_regional: &[],
    serve_regional_keys: ("", ""),
};

/// One catalog model.
pub struct Model {
    /// The model name as Azure names it (`--model-name`).
    pub name: &'static str,
    /// `--model-version` where the reference gives it ("": read it from `list-models`).
    pub version: &'static str,
    /// `--model-format` where a Microsoft example gives it ("": read it from `list-models`).
    pub format: &'static str,
    pub seller: Seller,
    pub weights: Weights,
    pub kind: Kind,
    pub status: Status,
    /// Closed to new customers from this day (0: none known). For Azure OpenAI models in general
    /// availability it is 12 months after launch, the standard lifecycle (`derived`).
    pub closes: Day,
    pub derived: bool,
    /// Removed from service on this day (0: none set).
    pub retires: Day,
    /// The schedule still says GA although the standard lifecycle's 12 months have passed.
    pub conflict: bool,
    /// The replacement the schedule names.
    pub next: Option<Llm>,
    /// Deployment types ([`offer`]).
    pub offers: u16,
    pub global: Price,
    pub zone: Price,
    pub batch: Price,
    pub zone_batch: Price,
    pub ptu: Option<Ptu>,
    pub quota: Quota,
    pub finetune: Option<FineTune>,
    /// The Azure ML registry holding it, where the reference names one.
    pub registry: &'static str,
    /// A managed-compute VM size its weights fit on by the reference's method (§13): the
    /// reference's table gives it, not necessarily the cheapest size they fit on.
    pub gpu: &'static str,
    /// A reasoning model: `supports_reasoning` in its entry of the litellm price file (copy of
    /// 2026-08-01); `false` where the entry does not say so or the model has none.
    pub reasoning: bool,
    /// The size its name gives ("70B"), or the name of its Hugging Face repository in the
    /// reference (§13: Mistral-Large-3-675B-Instruct-2512); "" where neither gives one.
    pub params: &'static str,
    /// Its weights on disk, GiB rounded: the safetensors the reference's VRAM table gives (§13,
    /// Hugging Face `config.json` as copied into KAITO's catalog, 2026-08-17); 0 where it gives none.
    pub disk_gib: u16,
    /// Flex processing (preview): Global Standard requests sent with `service_tier: "flex"` at 50 %
    /// of the Standard input and output rates (reference, first table row A: the flex-processing
    /// how-to, 10/06/2026).
    pub flex: bool,
    /// Fireworks provisioned throughput (row I of the reference's first table), where the
    /// sizing page gives its figures.
    pub fireworks: Option<FireworksPtu>,
    /// The EU Data Zone Standard price (`azure/eu/…` in the litellm copy of 2026-08-01); other
    /// models' EU prices are not in the data.
    pub eu_zone: Price,
    /// Billed at another rate for long-context requests (row D: GPT-5.6 and GPT-6).
    pub long_rate: bool,
    /// That long-context Global Standard price, where Microsoft's table of 2026-09-23 gives it.
    pub long_context: Price,
    /// Data Zone provisioned throughput in the US zone only, though it has a Data Zone Standard
    /// deployment in both (gpt-5.5, §4).
    pub ptu_dz_us_only: bool,
    /// The regions of its regional Standard and Regional Provisioned deployments, where the
    /// reference's current-models table lists them (§4, "Reg" and "PTU R"); empty: not listed,
    /// and the answer says the region is unverified.
    pub regional_in: &'static [&'static str],
    pub ptu_regional_in: &'static [&'static str],
    /// Why a model with no per-token price is not estimated, where its case is particular.
    pub unpriced: &'static str,
    /// What the reference says of a successor it names but its table does not hold, where `next`
    /// is therefore unset.
    pub next_note: &'static str,
    /// What code calling the model must know that the reference says, shown with the model's
    /// facts (claude-opus-5-5 rejects `thinking: disabled`); "" for most.
    pub note: &'static str,
    /// Third parties citing the Azure blog report price cuts since the dated price (reference of
    /// 2026-11-27, row E; unverified): the dated price is kept and the page says so.
    pub cut_reported: bool,
    /// The Foundry managed compute deployment template Microsoft publishes for it, where the
    /// reference gives one (first table, row U, and §9).
    pub template: Option<Template>,
}

/// A deployment template of Foundry managed compute: it fixes the runtime, the accelerators and
/// the context, and so the GPUs each model instance bills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Template {
    /// Its name in the registry's `deploymenttemplates`.
    pub name: &'static str,
    /// The VM size whose GPUs it runs on, as the rates price it (one A100 80GB: NC24ads_A100_v4).
    pub shape: &'static str,
    /// What it serves and what the model's other templates take, in words.
    pub words: &'static str,
    /// The tokens of context it serves (0: not given).
    pub context: u32,
}

const fn m(name: &'static str, seller: Seller, weights: Weights, status: Status) -> Model {
    Model {
        name,
        version: "",
        format: "",
        seller,
        weights,
        kind: Kind::Chat,
        status,
        closes: 0,
        derived: false,
        retires: 0,
        conflict: false,
        next: None,
        offers: GS,
        global: NO_PRICE,
        zone: NO_PRICE,
        batch: NO_PRICE,
        zone_batch: NO_PRICE,
        ptu: None,
        quota: NO_QUOTA,
        finetune: None,
        registry: "",
        gpu: "",
        reasoning: false,
        params: "",
        disk_gib: 0,
        flex: false,
        fireworks: None,
        eu_zone: NO_PRICE,
        long_rate: false,
        long_context: NO_PRICE,
        ptu_dz_us_only: false,
        regional_in: &[],
        ptu_regional_in: &[],
        unpriced: "",
        next_note: "",
        note: "",
        cut_reported: false,
        template: None,
    }
}

/// An Azure OpenAI model in general availability on the standard lifecycle: closed to new
/// customers 12 months after `launch`, retired on `retires` (18 months).
const fn openai(name: &'static str, version: &'static str, launch: Day, retires: Day) -> Model {
    Model {
        version,
        format: "OpenAI",
        closes: launch + 1_00_00,
        derived: true,
        retires,
        ..m(name, Seller::AzureOpenAi, Weights::Closed, Status::Ga)
    }
}

/// A GPT-6 model: Azure OpenAI, current, released on `version`, no retirement date set (not in
/// the retirement schedule of 2026-10-05), Global Standard.
const fn gpt6(name: &'static str, version: &'static str) -> Model {
    Model {
        version,
        format: "OpenAI",
        ..m(name, Seller::AzureOpenAi, Weights::Closed, Status::Ga)
    }
}

const fn ptu(min: u16, regional_min: u16, tpm: u32, ratio: u8) -> Option<Ptu> {
    Some(Ptu {
        min,
        step: if min == 100 { 100 } else { 5 },
        regional_min,
        regional_step: regional_min,
        tpm,
        ratio,
        normalized: false,
    })
}

/// GPT-6 and newer: `tpm` normalized tokens a minute per PTU, the weights of `gpt6`.
const fn ptu_normalized(min: u16, regional_min: u16, tpm: u32) -> Option<Ptu> {
    Some(Ptu {
        min,
        step: 5,
        regional_min,
        regional_step: regional_min,
        tpm,
        ratio: 0,
        normalized: true,
    })
}

/// The hosting fee of a fine-tuned Azure OpenAI model: $1.70 an hour (Retail, Global meter).
const OPENAI_HOSTING: u32 = 170;

/// The name an open model from Hugging Face goes by in every view (`Llm::HuggingFace`).
pub const HF_NAME: &str = "your Hugging Face model";
/// The registry of the Hugging Face collection (foundation-models.md §9).
pub const HF_REGISTRY: &str = "azure-huggingface";
/// The parameters an open model from Hugging Face is sized by, in tenths of a billion: the range
/// a link may carry (0.1 to 2,000 billion) and the size assumed where none is given (8 B).
pub const HF_MIN_TENTHS: u32 = 1;
pub const HF_MAX_TENTHS: u32 = 20_000;
pub const HF_DEFAULT_TENTHS: u32 = 80;

/// Tenths of a billion as a link writes them: "8", "0.5", "1.5".
pub fn tenths_text(tenths: u32) -> String {
    if tenths % 10 == 0 {
        (tenths / 10).to_string()
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// The table, in `Llm` order.
pub static MODELS: [Model; 66] = [
    // Azure OpenAI, newest first.
    Model {
        offers: GS | DZ_UNCONFIRMED | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5.6-sol", 5_000_000, 30_000_000),
        zone: lite("azure/us/gpt-5.6-sol", 5_500_000, 33_000_000),
        ptu: ptu(15, 50, 1_200, 6),
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        reasoning: true,
        flex: true,
        eu_zone: lite("azure/eu/gpt-5.6-sol", 5_500_000, 33_000_000),
        long_rate: true,
        cut_reported: true,
        ..openai("gpt-5.6-sol", "2026-07-09", 2026_07_09, 2028_01_11)
    },
    Model {
        offers: GS | DZ_UNCONFIRMED | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5.6-terra", 2_500_000, 15_000_000),
        zone: lite("azure/us/gpt-5.6-terra", 2_750_000, 16_500_000),
        ptu: ptu(15, 50, 3_000, 6),
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        reasoning: true,
        flex: true,
        eu_zone: lite("azure/eu/gpt-5.6-terra", 2_750_000, 16_500_000),
        long_rate: true,
        cut_reported: true,
        ..openai("gpt-5.6-terra", "2026-07-09", 2026_07_09, 2028_01_11)
    },
    Model {
        offers: GS | DZ_UNCONFIRMED | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5.6-luna", 1_000_000, 6_000_000),
        zone: lite("azure/us/gpt-5.6-luna", 1_100_000, 6_600_000),
        ptu: ptu(15, 50, 30_000, 6),
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        reasoning: true,
        flex: true,
        eu_zone: lite("azure/eu/gpt-5.6-luna", 1_100_000, 6_600_000),
        long_rate: true,
        cut_reported: true,
        ..openai("gpt-5.6-luna", "2026-07-09", 2026_07_09, 2028_01_11)
    },
    Model {
        offers: GS | DZ_US | DZ_EU | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5.5", 5_000_000, 30_000_000),
        zone: lite("azure/us/gpt-5.5", 5_500_000, 33_000_000),
        ptu: ptu(15, 50, 1_200, 6),
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        reasoning: true,
        eu_zone: lite("azure/eu/gpt-5.5", 5_500_000, 33_000_000),
        ptu_dz_us_only: true,
        // §4: "PTU … R(eastus)".
        ptu_regional_in: &["eastus"],
        ..openai("gpt-5.5", "2026-04-24", 2026_04_24, 2027_10_26)
    },
    Model {
        offers: GS
            | DZ_US
            | DZ_EU
            | GLOBAL_BATCH
            | DZ_BATCH_US
            | PTU_GLOBAL
            | PTU_DZ
            | PTU_REGIONAL,
        global: lite("azure/gpt-5.4", 2_500_000, 15_000_000),
        zone: lite("azure/us/gpt-5.4", 2_750_000, 16_500_000),
        batch: retail_io("5.4 Batch inp Gl 1M Tokens", "5.4 Batch opt Gl 1M Tokens", 1_250_000, 7_500_000),
        zone_batch: retail_io("5.4 Batch inp Dz 1M Tokens", "5.4 Batch opt Dz 1M Tokens", 1_375_000, 8_250_000),
        ptu: ptu(15, 50, 2_400, 6),
        quota: tier1(10_000, 1_000_000, 300, 300_000),
        reasoning: true,
        eu_zone: lite("azure/eu/gpt-5.4", 2_750_000, 16_500_000),
        ..openai("gpt-5.4", "2026-03-05", 2026_03_05, 2027_09_02)
    },
    Model {
        offers: GS | DZ_US | GLOBAL_BATCH | DZ_BATCH_US | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5.4-mini", 750_000, 4_500_000),
        batch: retail_io("5.4 mini Batch Inp Gl 1M Tokens", "5.4 mini Batch Opt Gl 1M Tokens", 375_000, 2_250_000),
        zone_batch: retail_io("5.4 mini Batch Inp Dz 1M Tokens", "5.4 mini Batch Opt Dz 1M Tokens", 412_500, 2_475_000),
        ptu: ptu(15, 25, 7_900, 6),
        quota: tier1(1_000, 1_000_000, 0, 0),
        reasoning: true,
        ..openai("gpt-5.4-mini", "2026-03-17", 2026_03_17, 2027_09_21)
    },
    Model {
        offers: GS | DZ_US | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5.2", 1_750_000, 14_000_000),
        ptu: ptu(15, 50, 3_400, 8),
        reasoning: true,
        ..openai("gpt-5.2", "2025-12-11", 2025_12_11, 2027_06_08)
    },
    Model {
        offers: GS
            | DZ_US
            | DZ_EU
            | REGIONAL
            | GLOBAL_BATCH
            | DZ_BATCH_US
            | PTU_GLOBAL
            | PTU_DZ
            | PTU_REGIONAL,
        global: lite("azure/global/gpt-5.1", 1_250_000, 10_000_000),
        zone: lite("azure/us/gpt-5.1", 1_380_000, 11_000_000),
        batch: retail_io("GPT 5.1 Batch inp Gl 1M Tokens", "GPT 5.1 Batch opt Gl 1M Tokens", 625_000, 5_000_000),
        zone_batch: retail_io("GPT 5.1 Batch inp Dz 1M Tokens", "GPT 5.1 Batch opt Dz 1M Tokens", 687_500, 5_500_000),
        ptu: ptu(15, 50, 4_750, 8),
        // Tier 1 (§6): Global 10,000 / 1,000,000, regional Standard 3,000 / 300,000, Data
        // Zone 3,000 / 300,000.
        quota: Quota {
            reg_rpm: 3_000,
            reg_tpm: 300_000,
            ..tier1(10_000, 1_000_000, 3_000, 300_000)
        },
        // §4: regional Standard "yes (US regions, swedencentral)": the US regions the
        // reference lists (its US data zone's) and Sweden Central.
        regional_in: &GPT51_REGIONAL,
        conflict: true,
        reasoning: true,
        eu_zone: lite("azure/eu/gpt-5.1", 1_380_000, 11_000_000),
        ..openai("gpt-5.1", "2025-11-13", 2025_11_13, 2027_05_15)
    },
    Model {
        offers: GS
            | DZ_US
            | DZ_EU
            | GLOBAL_BATCH
            | DZ_BATCH_US
            | PTU_GLOBAL
            | PTU_DZ
            | PTU_REGIONAL,
        global: lite("azure/gpt-5", 1_250_000, 10_000_000),
        zone: lite("azure/us/gpt-5-2025-08-07", 1_375_000, 11_000_000),
        batch: retail_io("GPT 5 Batch Inpt Glbl 1M Tokens", "GPT 5 Batch outpt Glbl 1M Tokens", 625_000, 5_000_000),
        zone_batch: retail_io("GPT 5 Batch Inpt DZone 1M Tokens", "GPT 5 Batch outpt DZone 1M Tokens", 687_500, 5_500_000),
        ptu: ptu(15, 50, 4_750, 8),
        conflict: true,
        finetune: Some(FineTune {
            methods: "RFT (reinforcement)",
            regions: "Global, Data Zone (US), or Standard in North Central US and Sweden Central",
            base: "gpt-5-2025-08-07",
            gated: true,
            // RFT: regional Standard only.
            deploy: FtDeploy {
                types: ft::STANDARD,
                standard: NCUS_SWEDEN,
                ..FT_SERVERLESS
            },
            ..FT
        }),
        reasoning: true,
        eu_zone: lite("azure/eu/gpt-5-2025-08-07", 1_375_000, 11_000_000),
        ..openai("gpt-5", "2025-08-07", 2025_08_07, 2027_02_09)
    },
    Model {
        offers: GS | DZ_US | DZ_EU | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: lite("azure/gpt-5-mini", 250_000, 2_000_000),
        zone: lite("azure/us/gpt-5-mini-2025-08-07", 275_000, 2_200_000),
        ptu: Some(Ptu {
            regional_min: 25,
            regional_step: 25,
            ..Ptu {
                min: 15,
                step: 5,
                regional_min: 0,
                regional_step: 0,
                tpm: 23_750,
                ratio: 8,
                normalized: false,
            }
        }),
        quota: tier1(1_000, 1_000_000, 300, 300_000),
        conflict: true,
        reasoning: true,
        eu_zone: lite("azure/eu/gpt-5-mini-2025-08-07", 275_000, 2_200_000),
        ..openai("gpt-5-mini", "2025-08-07", 2025_08_07, 2027_02_09)
    },
    Model {
        status: Status::Deprecated,
        closes: 0,
        derived: false,
        offers: EVERY_TYPE,
        global: lite("azure/gpt-4.1", 2_000_000, 8_000_000),
        zone: lite("azure/us/gpt-4.1-2025-04-14", 2_200_000, 8_800_000),
        batch: retail_io("gpt 4.1 Batch Inp glbl Tokens", "gpt 4.1 Batch Outp glbl Tokens", 1_000_000, 4_000_000),
        zone_batch: retail_io("gpt 4.1 Batch Inp Data Zone Tokens", "gpt 4.1 Batch Outp Data Zone Tokens", 1_100_000, 4_400_000),
        ptu: ptu(15, 50, 3_000, 4),
        quota: tier1(1_000, 1_000_000, 300, 300_000),
        finetune: Some(FineTune {
            methods: "SFT, DPO",
            regions: "Global, Data Zone (US), Standard in North Central US and Sweden Central, or Developer",
            base: "gpt-4.1-2025-04-14",
            existing_only: true,
            train: retail("gpt-4.1 FT Training global Tokens", 25_000_000, 0),
            developer: retail("gpt 4.1 dev ft training glbl Tokens", 12_500_000, 0),
            hosting_cents: OPENAI_HOSTING,
            hosting_key: "gpt-4.1-ft hosting global Unit",
            train_until: 2027_04_14,
            deployed_until: 2027_10_14,
            dev_training: true,
            deploy: FtDeploy {
                types: ft::SERVERLESS | ft::STANDARD,
                standard: NCUS_SWEDEN,
                provisioned: &["swedencentral"],
                managed: false,
            },
            train_zone: retail("4.1 ft training Dz Tokens", 27_500_000, 0),
            train_regional: &[
                ("swedencentral", 30_250_000),
                ("northcentralus", 27_500_000),
                ("eastus2", 27_500_000),
            ],
            train_regional_key: "gpt-4.1 FT Training regional Tokens",
            hosting_regional_key: "gpt-4.1-ft hosting regional Unit",
            hosting_regions: GPT41_HOSTING,
            serve_regional: &[("northcentralus", 2_200_000, 8_800_000), ("swedencentral", 2_420_000, 9_680_000)],
            serve_regional_keys: ("gpt-4.1-ft input regional Tokens", "gpt-4.1-ft output regional Tokens"),
            ..FT
        }),
        ..openai("gpt-4.1", "2025-04-14", 2025_04_14, 2027_04_14)
    },
    Model {
        status: Status::Deprecated,
        closes: 0,
        derived: false,
        offers: EVERY_TYPE,
        global: lite("azure/gpt-4.1-mini", 400_000, 1_600_000),
        zone: lite("azure/us/gpt-4.1-mini-2025-04-14", 440_000, 1_760_000),
        batch: retail_io("gpt 4.1 mini Batch Inp glbl Tokens", "gpt 4.1 mini Batch Outp glbl Tokens", 200_000, 800_000),
        zone_batch: retail_io("gpt 4.1 mini Batch Inp DZone Tokens", "gpt 4.1 mini Batch Outp DZone Tokens", 220_000, 880_000),
        ptu: ptu(15, 25, 14_900, 4),
        finetune: Some(FineTune {
            methods: "SFT, DPO",
            regions: "Global, Data Zone (US), Standard in North Central US and Sweden Central, or Developer",
            base: "gpt-4.1-mini-2025-04-14",
            existing_only: true,
            train: retail("gpt-4.1-mini FT Training global Tokens", 5_000_000, 0),
            developer: retail("gpt 4.1 mini dev ft training glbl Tokens", 2_500_000, 0),
            hosting_cents: OPENAI_HOSTING,
            hosting_key: "gpt-4.1-mini-ft hosting global Unit",
            train_until: 2027_04_14,
            deployed_until: 2027_10_14,
            dev_training: true,
            // No provisioned deployment for a fine-tuned gpt-4.1-mini.
            deploy: FtDeploy {
                types: ft::SERVERLESS | ft::STANDARD,
                standard: NCUS_SWEDEN,
                ..FT_SERVERLESS
            },
            train_zone: retail("4.1 mini ft training Dz Tokens", 5_500_000, 0),
            train_regional: &[
                ("swedencentral", 6_050_000),
                ("northcentralus", 5_500_000),
                ("eastus2", 5_500_000),
            ],
            train_regional_key: "gpt-4.1-mini FT Training regional Tokens",
            hosting_regional_key: "gpt-4.1-mini-ft hosting regional Unit",
            hosting_regions: GPT41_HOSTING,
            serve_regional: &[("northcentralus", 440_000, 1_760_000), ("swedencentral", 484_000, 1_936_000)],
            serve_regional_keys: ("gpt-4.1-mini-ft input regional Tokens", "gpt-4.1-mini-ft output regional Tokens"),
            ..FT
        }),
        ..openai("gpt-4.1-mini", "2025-04-14", 2025_04_14, 2027_04_14)
    },
    Model {
        status: Status::Legacy,
        closes: 0,
        derived: false,
        next: Some(Llm::Gpt51),
        offers: EVERY_TYPE,
        global: lite("azure/global/gpt-4o-2024-11-20", 2_500_000, 10_000_000),
        zone: lite("azure/us/gpt-4o-2024-11-20", 2_750_000, 11_000_000),
        batch: retail_io("gpt 4o 1120 Batch Inp glbl Tokens", "gpt 4o 1120 Batch Outp glbl Tokens", 1_250_000, 5_000_000),
        zone_batch: retail_io("gpt 4o 1120 Batch Inp DZ Tokens", "gpt 4o 1120 Batch Outp DZ Tokens", 1_375_000, 5_500_000),
        ptu: ptu(15, 50, 2_500, 4),
        finetune: Some(FineTune {
            methods: "SFT, DPO (version 2024-08-06)",
            regions: "Global, Data Zone (US), Standard in East US 2, North Central US and Sweden Central, or Developer",
            base: "gpt-4o-2024-08-06",
            existing_only: true,
            train: retail("gpt-4o-0806-FT-Trng-glbl tkn Tokens", 25_000_000, 0),
            developer: retail("gpt 4o dev ft training glbl Tokens", 12_500_000, 0),
            hosting_cents: OPENAI_HOSTING,
            hosting_key: "gpt-4o-0806-FT-Hstng-glbl Unit",
            train_until: 2027_04_01,
            deployed_until: 2027_10_01,
            dev_training: true,
            // No Developer deployment.
            deploy: FtDeploy {
                types: ft::GS | ft::DZ_US | ft::STANDARD,
                standard: EUS2_SWEDEN,
                provisioned: NCUS_SWEDEN,
                managed: false,
            },
            train_zone: retail("4o 0806 ft training Dz Tokens", 27_500_000, 0),
            train_regional: &[
                ("eastus2", 27_500_000),
                ("northcentralus", 27_500_000),
                ("swedencentral", 27_500_000),
            ],
            train_regional_key: "gpt-4o-0806-FT-Trng-regnl tkn Tokens",
            train_standard: &["eastus2", "northcentralus", "swedencentral"],
            hosting_regional_key: "gpt-4o-0806-FT-Hstng-regnl Unit",
            hosting_regions: &["centralus", "eastus2", "northcentralus", "swedencentral"],
            serve_regional: &[("eastus2", 2_750_000, 11_000_000), ("swedencentral", 2_750_000, 11_000_000)],
            serve_regional_keys: ("gpt-4o-0806-FT-inp-regnl Tokens", "gpt-4o-0806-FT-outp-regnl Tokens"),
            ..FT
        }),
        eu_zone: lite("azure/eu/gpt-4o-2024-11-20", 2_750_000, 11_000_000),
        ..openai("gpt-4o", "2024-11-20", 2024_11_20, 2027_04_14)
    },
    Model {
        status: Status::Deprecated,
        closes: 0,
        derived: false,
        offers: EVERY_TYPE,
        global: lite("azure/global-standard/gpt-4o-mini", 150_000, 600_000),
        zone: lite("azure/us/gpt-4o-mini-2024-07-18", 165_000, 660_000),
        batch: retail_io("gpt-4o-mini-0718-Batch-Inp-glbl Tokens", "gpt-4o-mini-0718-Batch-Outp-glbl Tokens", 75_000, 300_000),
        zone_batch: retail_io("gpt 4o mini 0718 Batch Inp Data Zone Tokens", "gpt 4o mini0718 BatchOutp DataZone Tokens", 83_000, 330_000),
        ptu: ptu(15, 25, 37_000, 4),
        // Tier 1, Global Standard (the reference's table of 2026-11-29, row V: quota-tier/tier-1
        // @ 10ccf34); no Data Zone figure is published.
        quota: tier1(20_000, 2_000_000, 0, 0),
        finetune: Some(FineTune {
            methods: "SFT",
            regions: "Global, Data Zone (US), Standard in North Central US and Sweden Central, or Developer",
            base: "gpt-4o-mini-2024-07-18",
            existing_only: true,
            train: retail("gpt-4o-mini-0718-FT-Trng-glbl Tokens", 3_000_000, 0),
            developer: retail("gpt 4o mini dev ft training glbl Tokens", 1_500_000, 0),
            hosting_cents: OPENAI_HOSTING,
            hosting_key: "gpt-4o-mini-0718-FT-Hstng-glbl Unit",
            train_until: 2027_04_01,
            deployed_until: 2027_10_01,
            dev_training: true,
            // No Developer deployment.
            deploy: FtDeploy {
                types: ft::GS | ft::DZ_US | ft::STANDARD,
                standard: NCUS_SWEDEN,
                provisioned: NCUS_SWEDEN,
                managed: false,
            },
            train_zone: retail("4o mini 0718 ft training Dz Tokens", 3_300_000, 0),
            train_regional: &[("swedencentral", 3_300_000), ("northcentralus", 3_300_000)],
            train_regional_key: "gpt-4o-mini-0718-FT-Trng-regnl Tokens",
            hosting_regional_key: "gpt-4o-mini-0718-FT-Hstng-regnl Unit",
            hosting_regions: NCUS_SWEDEN,
            serve_regional: &[("northcentralus", 165_000, 660_000), ("swedencentral", 165_000, 660_000)],
            serve_regional_keys: ("gpt-4o-mini-0718-FT-inp-regnl Tokens", "gpt-4o-mini-0718-FT-outp-regnl Tokens"),
            ..FT
        }),
        eu_zone: lite("azure/eu/gpt-4o-mini-2024-07-18", 165_000, 660_000),
        ..openai("gpt-4o-mini", "2024-07-18", 2024_07_18, 2027_04_14)
    },
    // Other providers' models sold directly by Azure.
    Model {
        format: "OpenAI-OSS",
        global: lite("azure_ai/gpt-oss-120b", 150_000, 600_000),
        quota: Quota {
            gs_tpm: 5_000_000,
            gs_rpm: 5_000,
            ..NO_QUOTA
        },
        // The fine-tuning table of 10/06/2026: SFT and RFT in preview, deployed on managed compute
        // or Fireworks provisioned throughput, not serverless.
        finetune: Some(FineTune {
            methods: "SFT, RFT",
            regions: FT_REGIONS_OPEN,
            base: "gpt-oss-120b",
            preview: true,
            deploy: FT_MANAGED,
            ..FT
        }),
        registry: "azureml-openai-oss",
        gpu: "Standard_NC96ads_A100_v4",
        params: "120B",
        disk_gib: 122,
        fireworks: fw(40, 20, 13_500),
        ..m("gpt-oss-120b", Seller::Azure, Weights::Open, Status::Ga)
    },
    Model {
        finetune: Some(FineTune {
            base: "gpt-oss-20b",
            hosting_cents: 30,
            hosting_key: "OSS-20b FT Deployment Hosting Unit",
            ..FT
        }),
        registry: "azureml-openai-oss",
        gpu: "Standard_NC24ads_A100_v4",
        params: "20B",
        disk_gib: 26,
        fireworks: fw(80, 40, 25_000),
        ..m("gpt-oss-20b", Seller::Azure, Weights::Open, Status::Unlisted)
    },
    Model {
        retires: 2028_02_20,
        global: lite("azure_ai/deepseek-v4-pro", 1_740_000, 3_480_000),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-deepseek",
        reasoning: true,
        disk_gib: 805,
        fireworks: fw(400, 200, 200),
        ..m("DeepSeek-V4-Pro", Seller::Azure, Weights::Open, Status::Ga)
    },
    Model {
        retires: 2028_02_20,
        global: lite("azure_ai/deepseek-v4-flash", 190_000, 510_000),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-deepseek",
        reasoning: true,
        ..m("DeepSeek-V4-Flash", Seller::Azure, Weights::Open, Status::Ga)
    },
    Model {
        global: lite("azure_ai/deepseek-v3.2", 580_000, 1_680_000),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-deepseek",
        reasoning: true,
        disk_gib: 642,
        fireworks: fw(300, 150, 3_000),
        ..m("DeepSeek-V3.2", Seller::Azure, Weights::Open, Status::Ga)
    },
    Model {
        offers: GS | PTU_GLOBAL,
        global: lite("azure_ai/Llama-3.3-70B-Instruct", 710_000, 710_000),
        ptu: Some(Ptu {
            min: 100,
            step: 100,
            regional_min: 0,
            regional_step: 0,
            tpm: 8_450,
            ratio: 4,
            normalized: false,
        }),
        quota: FOUNDRY_QUOTA,
        finetune: Some(FineTune {
            base: "Llama-3.3-70B-Instruct",
            ..FT
        }),
        registry: "azureml-meta",
        gpu: "Standard_NC96ads_A100_v4",
        params: "70B",
        disk_gib: 131,
        ..m(
            "Llama-3.3-70B-Instruct",
            Seller::Azure,
            Weights::Open,
            Status::Ga,
        )
    },
    Model {
        quota: FOUNDRY_QUOTA,
        registry: "azureml-meta",
        params: "17B-128E",
        ..m(
            "Llama-4-Maverick-17B-128E-Instruct-FP8",
            Seller::Azure,
            Weights::Open,
            Status::Ga,
        )
    },
    Model {
        offers: GS | DZ_US | DZ_EU,
        global: lite("azure_ai/mistral-large-3", 500_000, 1_500_000),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-mistral",
        params: "675B",
        disk_gib: 635,
        ..m("Mistral-Large-3", Seller::Azure, Weights::Open, Status::Preview)
    },
    Model {
        global: retail_io("Command A Inp Glbl Tokens", "Command A Outp Glbl Tokens", 2_500_000, 10_000_000),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-cohere",
        ..m(
            "Cohere-command-a",
            Seller::Azure,
            Weights::NotStated,
            Status::Ga,
        )
    },
    Model {
        retires: 2027_04_16,
        global: lite("azure_ai/kimi-k2.6", 950_000, 4_000_000),
        quota: FOUNDRY_QUOTA,
        reasoning: true,
        fireworks: fw(200, 100, 4_000),
        ..m("Kimi-K2.6", Seller::Azure, Weights::NotStated, Status::Preview)
    },
    // Microsoft's and partners' models.
    Model {
        format: "Microsoft",
        global: lite("azure_ai/Phi-4", 125_000, 500_000),
        finetune: Some(FineTune {
            hub: true,
            regions: "in a hub-based project (the classic Foundry project, built on an Azure AI hub) in a US region (East US, East US 2, North Central US, South Central US, West US, West US 3)",
            base: "Phi-4",
            deploy: FT_HUB,
            ..FT
        }),
        registry: "azureml",
        gpu: "Standard_NC24ads_A100_v4",
        disk_gib: 27,
        ..m("Phi-4", Seller::Microsoft, Weights::Open, Status::Ga)
    },
    Model {
        format: "Microsoft",
        global: lite("azure_ai/Phi-4-mini-instruct", 75_000, 300_000),
        finetune: Some(FineTune {
            hub: true,
            regions: "in a hub-based project (the classic Foundry project, built on an Azure AI hub) in a US region (East US, East US 2, North Central US, South Central US, West US, West US 3)",
            base: "Phi-4-mini-instruct",
            deploy: FT_HUB,
            ..FT
        }),
        registry: "azureml",
        gpu: "Standard_NC24ads_A100_v4",
        disk_gib: 7,
        ..m(
            "Phi-4-mini-instruct",
            Seller::Microsoft,
            Weights::Open,
            Status::Ga,
        )
    },
    Model {
        global: lite("azure_ai/Llama-4-Scout-17B-16E-Instruct", 200_000, 780_000),
        registry: "azureml-meta",
        params: "17B-16E",
        ..m(
            "Llama-4-Scout-17B-16E-Instruct",
            Seller::Partner,
            Weights::Open,
            Status::Ga,
        )
    },
    // Mistral Small 3.1 (2503): 24 B parameters, open weights under Apache 2.0 (reference,
    // 2026-11-29 row T); Azure offers no serverless fine-tuning for it.
    Model {
        global: lite("azure_ai/mistral-small-2503", 100_000, 300_000),
        registry: "azureml-mistral",
        params: "24B",
        ..m(
            "mistral-small-2503",
            Seller::Partner,
            Weights::Open,
            Status::Ga,
        )
    },
    Model {
        global: lite("azure_ai/ministral-3b", 40_000, 40_000),
        finetune: Some(FineTune {
            base: "Ministral-3B",
            ..FT
        }),
        registry: "azureml-mistral",
        params: "3B",
        ..m(
            "Ministral-3B",
            Seller::Partner,
            Weights::NotStated,
            Status::Ga,
        )
    },
    // Claude (reference of 2026-11-29, rows M to P). Every Claude model bills in Claude
    // Consumption Units at Anthropic's rates (row O), which the price data does not hold: no
    // token price, and `unpriced` says why (LiteLLM's Claude figures are not Azure's meter).
    // Azure-hosted Claude has Data Zone Standard in the US zone only (row N); the limits are
    // row M's, per subscription (per data zone for Data Zone Standard). Claude 5.5 is generally
    // available, Azure- and Anthropic-hosted, 1M tokens of context and 128K out, with no
    // retirement row; newest first, so that a name of their line with no named replacement (a
    // retired claude-opus-4-5, an unknown claude-sonnet-9) is answered by the 5.5 model: the
    // shared start counts no further than the line's name (`model_list::stand_in`), and on a
    // tie the first in the table wins.
    // `reasoning`: LiteLLM's copy marks every Claude model it lists as one; the 5.5 models are
    // newer than that copy, and Opus 5.5 thinks on every request (row N).
    Model {
        offers: GS | DZ_US,
        quota: claude(40, 40_000, 8_000, true),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        note: "Adaptive thinking is always on for claude-opus-5-5: a request that sends thinking: disabled is rejected (Microsoft Learn's Claude models page, 09/21/2026).",
        ..m("claude-opus-5-5", Seller::Partner, Weights::Closed, Status::Ga)
    },
    Model {
        offers: GS | DZ_US,
        quota: claude(40, 40_000, 8_000, true),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m(
            "claude-sonnet-5-5",
            Seller::Partner,
            Weights::Closed,
            Status::Ga,
        )
    },
    Model {
        offers: GS | DZ_US,
        quota: claude(40, 40_000, 8_000, true),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m(
            "claude-haiku-5-5",
            Seller::Partner,
            Weights::Closed,
            Status::Ga,
        )
    },
    Model {
        retires: 2027_06_30,
        offers: GS | DZ_US,
        quota: claude(40, 40_000, 8_000, true),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m(
            "claude-sonnet-5",
            Seller::Partner,
            Weights::Closed,
            Status::Ga,
        )
    },
    Model {
        retires: 2027_07_08,
        offers: GS | DZ_US,
        quota: claude(40, 40_000, 8_000, true),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m("claude-opus-5", Seller::Partner, Weights::Closed, Status::Ga)
    },
    // The Claude 4 models row M lists beside them, newest first within each line, so that the
    // same rule holds. claude-opus-4-8 has an Azure-hosted version with Data Zone Standard in
    // the US zone (row N); claude-opus-4-7, claude-opus-4-6 and claude-sonnet-4-6 are
    // Anthropic-hosted only: Global Standard alone (row N). Row N names only the fable models
    // Preview: these are GA, on Anthropic's 12-month lifecycle (§3), with no date to close
    // derived. Row P: claude-opus-4-6 (version 1) retires on 2027-02-02 and claude-sonnet-4-6
    // (version 1) on 2027-02-10, no replacement named; claude-opus-4-8 and claude-opus-4-7 have
    // no retirement row. Limits: row M, 40 / 40,000 / 8,000 for the Opus models, 80 / 80,000 /
    // 16,000 for claude-sonnet-4-6. `reasoning`: LiteLLM's copy (2026-08-01) marks
    // azure_ai/claude-opus-4-8, -4-7, -4-6 and azure_ai/claude-sonnet-4-6 as reasoning models.
    Model {
        offers: GS | DZ_US,
        quota: claude(40, 40_000, 8_000, true),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m("claude-opus-4-8", Seller::Partner, Weights::Closed, Status::Ga)
    },
    Model {
        quota: claude(40, 40_000, 8_000, false),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m("claude-opus-4-7", Seller::Partner, Weights::Closed, Status::Ga)
    },
    Model {
        retires: 2027_02_02,
        quota: claude(40, 40_000, 8_000, false),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m("claude-opus-4-6", Seller::Partner, Weights::Closed, Status::Ga)
    },
    Model {
        retires: 2027_02_10,
        quota: claude(80, 80_000, 16_000, false),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m(
            "claude-sonnet-4-6",
            Seller::Partner,
            Weights::Closed,
            Status::Ga,
        )
    },
    // Claude Fable (rows M and N): Preview, Anthropic-hosted only (Global Standard alone), and
    // no default quota at pay-as-you-go: 0 requests and tokens a minute until a quota request
    // is granted (an Enterprise Agreement or MCA-E subscription gets 4,000 requests, 4,000,000
    // input and 800,000 output tokens a minute). No retirement row. `reasoning`: LiteLLM's copy
    // marks azure_ai/claude-fable-5 as a reasoning model; claude-fable-5-1 is newer than that
    // copy and is taken to be one as its predecessor is.
    Model {
        quota: claude(0, 0, 0, false),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        note: CLAUDE_FABLE_QUOTA,
        ..m(
            "claude-fable-5-1",
            Seller::Partner,
            Weights::Closed,
            Status::Preview,
        )
    },
    Model {
        quota: claude(0, 0, 0, false),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        note: CLAUDE_FABLE_QUOTA,
        ..m(
            "claude-fable-5",
            Seller::Partner,
            Weights::Closed,
            Status::Preview,
        )
    },
    // GPT-6 (reference 2026-11-27, row D): current, in no retirement schedule, so no date is
    // set; Global Standard and a Data Zone quota row (zones unconfirmed); priced from
    // Microsoft's table of 2026-09-23 where it gives a price (Luna's reported price is
    // unverified, gpt-6.1-sol has none); PTU sizing by normalized tokens (row C).
    Model {
        offers: GS | DZ_UNCONFIRMED | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: learn("gpt-6-astra short-context", 10_000_000, 50_000_000),
        ptu: ptu_normalized(15, 50, 600),
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        flex: true,
        long_rate: true,
        long_context: learn("gpt-6-astra long-context", 20_000_000, 75_000_000),
        ..gpt6("gpt-6-astra", "2026-09-03")
    },
    Model {
        offers: GS | DZ_UNCONFIRMED | PTU_GLOBAL | PTU_DZ | PTU_REGIONAL,
        global: learn("gpt-6-sol short-context", 2_000_000, 10_000_000),
        ptu: ptu_normalized(15, 50, 3_000),
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        long_rate: true,
        long_context: learn("gpt-6-sol long-context", 4_000_000, 15_000_000),
        ..gpt6("gpt-6-sol", "2026-09-22")
    },
    Model {
        offers: GS | DZ_UNCONFIRMED,
        quota: tier1(1_000, 1_000_000, 333, 333_000),
        long_rate: true,
        unpriced: "Microsoft's price table of 2026-09-23 gives no price for gpt-6-luna, and the price reported elsewhere is unverified: not estimated.",
        ..gpt6("gpt-6-luna", "2026-09-22")
    },
    Model {
        long_rate: true,
        unpriced: "Microsoft has published no price for gpt-6.1-sol in the sources read: not estimated.",
        ..gpt6("gpt-6.1-sol", "2026-09-29")
    },
    // Added to the fine-tuning table of 10/06/2026 (reference, first table, rows F and G); the
    // retirement schedule of 2026-10-05 lists none of them and no price source has them. Qwen3-32B
    // is the table's new name for Qwen-32B (SFT, generally available, as in 03/05/2026, and not
    // in the schedule, like gpt-oss-20b); the table adds the others in preview. Open: the table calls Qwen3-32B and MAI-Code "open
    // models", and deploys the others' fine-tuned weights on managed compute.
    Model {
        finetune: Some(FineTune {
            base: "Qwen3-32B",
            ..FT
        }),
        params: "32B",
        // The classic endpoint on the size of Microsoft's 40K-context template (row U), never a
        // fixed four GPUs.
        gpu: "Standard_NC24ads_A100_v4",
        fireworks: fw(80, 40, 5_000),
        // Microsoft's templates for it on Foundry managed compute (reference, first table, row
        // U: the managed compute overview, 06/01/2026): one A100 80GB at a 40K context, two GPUs
        // at 128K.
        template: Some(Template {
            name: "qwen--qwen3-32b--40k-nvidia-a100",
            shape: "Standard_NC24ads_A100_v4",
            words: "vLLM on 1 A100 80GB GPU, a 40K-token context; its 128K-context template runs on 2 GPUs",
            context: 40_000,
        }),
        ..m("Qwen3-32B", Seller::NotStated, Weights::Open, Status::Unlisted)
    },
    Model {
        finetune: Some(FineTune {
            methods: "SFT, RFT",
            regions: FT_REGIONS_OPEN,
            base: "Qwen3.6-35B-A3B",
            preview: true,
            deploy: FT_MANAGED,
            ..FT
        }),
        params: "35B",
        ..m(
            "Qwen3.6-35B-A3B",
            Seller::NotStated,
            Weights::Open,
            Status::Preview,
        )
    },
    Model {
        finetune: Some(FineTune {
            methods: "SFT, RFT",
            regions: FT_REGIONS_OPEN,
            base: "Qwen3.8-27B",
            preview: true,
            deploy: FT_MANAGED,
            ..FT
        }),
        params: "27B",
        ..m("Qwen3.8-27B", Seller::NotStated, Weights::Open, Status::Preview)
    },
    Model {
        finetune: Some(FineTune {
            methods: "SFT, RFT",
            regions: FT_REGIONS_OPEN,
            base: "Muse-Glimmer-30B",
            preview: true,
            deploy: FT_MANAGED,
            ..FT
        }),
        params: "30B",
        ..m(
            "Muse-Glimmer-30B",
            Seller::NotStated,
            Weights::Open,
            Status::Preview,
        )
    },
    Model {
        finetune: Some(FineTune {
            methods: "RFT (reinforcement)",
            regions: FT_REGIONS_UNSTATED,
            base: "MAI-Code-1.1-Flash",
            preview: true,
            ..FT
        }),
        ..m(
            "MAI-Code-1.1-Flash",
            Seller::Microsoft,
            Weights::Open,
            Status::Preview,
        )
    },
    // The rest of the reference's current-models table (§4, read with its first table): each
    // with its seller, weights and lifecycle as the table gives them, and a per-token price only
    // where the data has one (LiteLLM 2026-08-01, or a Retail meter of 2026-07-31); the others are
    // not estimated. Claude Sonnet 4.5 (version 1, Anthropic-hosted only: Global Standard)
    // retires on 2026-11-30, replaced by claude-sonnet-5-5 (reference of 2026-11-29, row P).
    Model {
        retires: 2026_11_30,
        next: Some(Llm::ClaudeSonnet55),
        quota: claude(80, 80_000, 16_000, false),
        reasoning: true,
        unpriced: CLAUDE_UNPRICED,
        ..m(
            "claude-sonnet-4-5",
            Seller::Partner,
            Weights::Closed,
            Status::Ga,
        )
    },
    // Embedding models bill input tokens only (LiteLLM's output price is 0).
    Model {
        version: "1",
        format: "OpenAI",
        kind: Kind::Embedding,
        retires: 2028_02_09,
        offers: GS | DZ_US | DZ_EU | REGIONAL,
        global: lite("azure/text-embedding-3-large", 130_000, 0),
        // Tier 1 (quota-tier/tier-1 @ 08408ff5): Global Standard 1,000 requests per 10 seconds
        // (6,000 a minute at an even rate) and 1,000,000 tokens a minute; Data Zone 1,000
        // requests and 1,000,000 tokens a minute.
        quota: tier1(6_000, 1_000_000, 1_000, 1_000_000),
        ..m(
            "text-embedding-3-large",
            Seller::AzureOpenAi,
            Weights::Closed,
            Status::Ga,
        )
    },
    Model {
        version: "1",
        format: "OpenAI",
        kind: Kind::Embedding,
        retires: 2028_02_09,
        offers: GS | DZ_US | DZ_EU | REGIONAL,
        global: lite("azure/text-embedding-3-small", 20_000, 0),
        // Tier 1 (quota-tier/tier-1 @ 08408ff5): Global Standard 1,000 requests per 10 seconds
        // (6,000 a minute at an even rate) and 1,000,000 tokens a minute; Data Zone 1,000
        // requests and 1,000,000 tokens a minute.
        quota: tier1(6_000, 1_000_000, 1_000, 1_000_000),
        ..m(
            "text-embedding-3-small",
            Seller::AzureOpenAi,
            Weights::Closed,
            Status::Ga,
        )
    },
    Model {
        kind: Kind::Embedding,
        // The text meter (images are billed on their own meter, $0.47 per 1M tokens).
        global: retail("Embed v4 Txt Glbl Tokens", 120_000, 0),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-cohere",
        ..m("embed-v-4-0", Seller::Azure, Weights::NotStated, Status::Ga)
    },
    Model {
        kind: Kind::Embedding,
        global: lite("azure_ai/Cohere-embed-v3-english", 100_000, 0),
        registry: "azureml-cohere",
        ..m(
            "Cohere-embed-v3-english",
            Seller::Partner,
            Weights::NotStated,
            Status::Ga,
        )
    },
    Model {
        kind: Kind::Embedding,
        global: lite("azure_ai/Cohere-embed-v3-multilingual", 100_000, 0),
        registry: "azureml-cohere",
        ..m(
            "Cohere-embed-v3-multilingual",
            Seller::Partner,
            Weights::NotStated,
            Status::Ga,
        )
    },
    // Grok: "no (Unverified)" open weights in the table, so not stated here; no price for
    // grok-4.7 in the data. No retirement date: the schedule has no row for grok-4.7 ("available
    // for a minimum of six months" from GA); 2027-04-06 is grok-4-20-reasoning's (reference,
    // 2026-11-29 row Q).
    Model {
        quota: FOUNDRY_QUOTA,
        ..m("grok-4.7", Seller::Azure, Weights::NotStated, Status::Ga)
    },
    Model {
        global: lite("azure_ai/grok-4", 3_000_000, 15_000_000),
        quota: FOUNDRY_QUOTA,
        ..m("grok-4", Seller::Azure, Weights::NotStated, Status::Ga)
    },
    Model {
        retires: 2027_01_26,
        global: lite("azure_ai/kimi-k2.5", 600_000, 3_000_000),
        quota: FOUNDRY_QUOTA,
        ..m("Kimi-K2.5", Seller::Azure, Weights::NotStated, Status::Preview)
    },
    Model {
        global: lite("azure_ai/mistral-medium-2505", 400_000, 2_000_000),
        registry: "azureml-mistral",
        ..m(
            "mistral-medium-2505",
            Seller::Partner,
            Weights::NotStated,
            Status::Ga,
        )
    },
    Model {
        registry: "azureml-mistral",
        ..m(
            "Codestral-2501",
            Seller::Partner,
            Weights::NotStated,
            Status::Ga,
        )
    },
    Model {
        format: "Microsoft",
        global: lite("azure_ai/Phi-4-reasoning", 125_000, 500_000),
        registry: "azureml",
        reasoning: true,
        ..m("Phi-4-reasoning", Seller::Microsoft, Weights::Open, Status::Ga)
    },
    Model {
        format: "Microsoft",
        global: lite("azure_ai/Phi-4-mini-reasoning", 80_000, 320_000),
        registry: "azureml",
        ..m(
            "Phi-4-mini-reasoning",
            Seller::Microsoft,
            Weights::Open,
            Status::Ga,
        )
    },
    Model {
        format: "Microsoft",
        global: lite("azure_ai/Phi-4-multimodal-instruct", 80_000, 320_000),
        // Serverless (MaaS) fine-tuning in a hub-based project, US regions (§8).
        finetune: Some(FineTune {
            hub: true,
            regions: "in a hub-based project (the classic Foundry project, built on an Azure AI hub) in a US region (East US, East US 2, North Central US, South Central US, West US, West US 3)",
            base: "Phi-4-multimodal-instruct",
            deploy: FT_HUB,
            ..FT
        }),
        registry: "azureml",
        ..m(
            "Phi-4-multimodal-instruct",
            Seller::Microsoft,
            Weights::Open,
            Status::Ga,
        )
    },
    Model {
        global: lite("azure_ai/deepseek-v3.2-speciale", 580_000, 1_680_000),
        quota: FOUNDRY_QUOTA,
        registry: "azureml-deepseek",
        reasoning: true,
        ..m(
            "DeepSeek-V3.2-Speciale",
            Seller::Azure,
            Weights::Open,
            Status::Ga,
        )
    },
    // An open model from Hugging Face that is not in the catalog (`llm=hf`), known by the
    // parameters the person gives (`params=`): no per-token offer or price, served on managed
    // compute only (the classic managed online endpoint, or Foundry managed compute from the
    // Hugging Face collection, registry `azure-huggingface`: foundation-models.md §9 and its
    // routes table), sized by `fit::Need::params`; no lifecycle dates of its own.
    Model {
        offers: 0,
        registry: HF_REGISTRY,
        ..m(HF_NAME, Seller::HuggingFace, Weights::Open, Status::Unlisted)
    },
    // Retired before this table was compiled; kept so that links naming it open its successor.
    Model {
        retires: 2026_08_13,
        next: Some(Llm::DeepseekV4Pro),
        offers: 0,
        registry: "azureml-deepseek",
        ..m("DeepSeek-R1", Seller::Azure, Weights::Open, Status::Ga)
    },
];

/// Models retired that links may still name, and that the table does not hold: slug,
/// retirement date, the replacement the schedule names (`None`: it names none). A link read
/// before the date finds the name unknown, never retired ([`retired_name`]).
pub const RETIRED: [(&str, Day, Option<Llm>); 21] = [
    ("o1", 2026_11_19, Some(Llm::Gpt56Sol)),
    ("o1-pro", 2026_11_19, Some(Llm::Gpt56Sol)),
    ("o3", 2026_11_19, Some(Llm::Gpt56Sol)),
    ("o3-pro", 2026_11_19, Some(Llm::Gpt56Sol)),
    ("o3-deep-research", 2026_11_19, Some(Llm::Gpt56Sol)),
    ("o3-mini", 2026_11_19, Some(Llm::Gpt56Terra)),
    ("o4-mini", 2026_11_19, Some(Llm::Gpt56Terra)),
    ("gpt-4.1-nano", 2026_10_14, None),
    // Row P of the reference's table of 2026-11-29: retired on 2026-11-15, no successor named.
    ("codex-mini", 2026_11_15, None),
    // Row P: gpt-chat-latest (2026-08-06, Preview) retires on 2026-12-02, no successor named
    // (a chat model the table never held; a link naming it is answered by `stand_in`).
    ("gpt-chat-latest", 2026_12_02, None),
    // Anthropic's 12-month lifecycle (§3): past their dates, no successor named (a link naming
    // one is answered for the newest current Claude model of its line, `model_list::stand_in`:
    // claude-opus-5-5, claude-haiku-5-5).
    ("claude-opus-4-5", 2026_11_24, None),
    ("claude-haiku-4-5", 2026_11_15, None),
    // §4: DeepSeek-R1-0528 → V4-Pro, V3-0324 and V3.1 → V4-Flash.
    ("deepseek-r1-0528", 2026_07_13, Some(Llm::DeepseekV4Pro)),
    ("deepseek-v3-0324", 2026_07_13, Some(Llm::DeepseekV4Flash)),
    ("deepseek-v3.1", 2026_07_13, Some(Llm::DeepseekV4Flash)),
    ("meta-llama-3.1-8b-instruct", 2026_06_13, None),
    ("meta-llama-3.1-405b-instruct", 2026_06_13, None),
    ("llama-3.2-11b-vision-instruct", 2026_06_13, None),
    ("llama-3.2-90b-vision-instruct", 2026_06_13, None),
    (
        "cohere-command-r-08-2024",
        2026_05_12,
        Some(Llm::CohereCommandA),
    ),
    (
        "cohere-command-r-plus-08-2024",
        2026_05_12,
        Some(Llm::CohereCommandA),
    ),
];

/// A retired name of [`RETIRED`] as on `today`: past its date only.
pub fn retired_name(name: &str, today: Day) -> Option<&'static (&'static str, Day, Option<Llm>)> {
    RETIRED.iter().find(|r| r.0 == name && r.1 <= today)
}

/// Old names links may carry for a current model: the fine-tuning table of 10/06/2026 renamed
/// Qwen-32B to Qwen3-32B.
pub const ALIASES: [(&str, Llm); 1] = [("qwen-32b", Llm::Qwen332b)];

/// The model offered when a retired one names no replacement: the smallest current Azure OpenAI
/// model in the table.
pub const NO_SUCCESSOR: Llm = Llm::Gpt54Mini;

choices! {
    /// Which catalog model (`models::MODELS` holds its facts, in this order; the wizard lists
    /// those a new customer can deploy on the day, with their lifecycle, price and weights).
    Llm {
        Gpt56Sol => "gpt-5.6-sol", "gpt-5.6-sol", "Azure OpenAI.";
        Gpt56Terra => "gpt-5.6-terra", "gpt-5.6-terra", "Azure OpenAI.";
        Gpt56Luna => "gpt-5.6-luna", "gpt-5.6-luna", "Azure OpenAI.";
        Gpt55 => "gpt-5.5", "gpt-5.5", "Azure OpenAI.";
        Gpt54 => "gpt-5.4", "gpt-5.4", "Azure OpenAI.";
        Gpt54Mini => "gpt-5.4-mini", "gpt-5.4-mini", "Azure OpenAI.";
        Gpt52 => "gpt-5.2", "gpt-5.2", "Azure OpenAI.";
        Gpt51 => "gpt-5.1", "gpt-5.1", "Azure OpenAI.";
        Gpt5 => "gpt-5", "gpt-5", "Azure OpenAI.";
        Gpt5Mini => "gpt-5-mini", "gpt-5-mini", "Azure OpenAI.";
        Gpt41 => "gpt-4.1", "gpt-4.1", "Azure OpenAI.";
        Gpt41Mini => "gpt-4.1-mini", "gpt-4.1-mini", "Azure OpenAI.";
        Gpt4o => "gpt-4o", "gpt-4o", "Azure OpenAI.";
        Gpt4oMini => "gpt-4o-mini", "gpt-4o-mini", "Azure OpenAI.";
        GptOss120b => "gpt-oss-120b", "gpt-oss-120b", "OpenAI's open-weight model, sold by Azure.";
        GptOss20b => "gpt-oss-20b", "gpt-oss-20b", "OpenAI's open-weight model.";
        DeepseekV4Pro => "deepseek-v4-pro", "DeepSeek-V4-Pro", "Sold directly by Azure.";
        DeepseekV4Flash => "deepseek-v4-flash", "DeepSeek-V4-Flash", "Sold directly by Azure.";
        DeepseekV32 => "deepseek-v3.2", "DeepSeek-V3.2", "Sold directly by Azure.";
        Llama3370bInstruct => "llama-3.3-70b-instruct", "Llama-3.3-70B-Instruct", "Meta, sold directly by Azure.";
        Llama4Maverick => "llama-4-maverick-17b-128e-instruct-fp8", "Llama-4-Maverick-17B-128E-Instruct-FP8", "Meta, sold directly by Azure.";
        MistralLarge3 => "mistral-large-3", "Mistral-Large-3", "Sold directly by Azure.";
        CohereCommandA => "cohere-command-a", "Cohere-command-a", "Sold directly by Azure.";
        KimiK26 => "kimi-k2.6", "Kimi-K2.6", "Moonshot, sold directly by Azure.";
        Phi4 => "phi-4", "Phi-4", "Microsoft.";
        Phi4MiniInstruct => "phi-4-mini-instruct", "Phi-4-mini-instruct", "Microsoft.";
        Llama4Scout => "llama-4-scout-17b-16e-instruct", "Llama-4-Scout-17B-16E-Instruct", "Meta, partner model.";
        MistralSmall2503 => "mistral-small-2503", "mistral-small-2503", "Mistral, partner model.";
        Ministral3b => "ministral-3b", "Ministral-3B", "Mistral, partner model.";
        ClaudeOpus55 => "claude-opus-5-5", "claude-opus-5-5", "Anthropic, partner model.";
        ClaudeSonnet55 => "claude-sonnet-5-5", "claude-sonnet-5-5", "Anthropic, partner model.";
        ClaudeHaiku55 => "claude-haiku-5-5", "claude-haiku-5-5", "Anthropic, partner model.";
        ClaudeSonnet5 => "claude-sonnet-5", "claude-sonnet-5", "Anthropic, partner model.";
        ClaudeOpus5 => "claude-opus-5", "claude-opus-5", "Anthropic, partner model.";
        ClaudeOpus48 => "claude-opus-4-8", "claude-opus-4-8", "Anthropic, partner model.";
        ClaudeOpus47 => "claude-opus-4-7", "claude-opus-4-7", "Anthropic, partner model.";
        ClaudeOpus46 => "claude-opus-4-6", "claude-opus-4-6", "Anthropic, partner model.";
        ClaudeSonnet46 => "claude-sonnet-4-6", "claude-sonnet-4-6", "Anthropic, partner model.";
        ClaudeFable51 => "claude-fable-5-1", "claude-fable-5-1", "Anthropic, partner model.";
        ClaudeFable5 => "claude-fable-5", "claude-fable-5", "Anthropic, partner model.";
        Gpt6Astra => "gpt-6-astra", "gpt-6-astra", "Azure OpenAI.";
        Gpt6Sol => "gpt-6-sol", "gpt-6-sol", "Azure OpenAI.";
        Gpt6Luna => "gpt-6-luna", "gpt-6-luna", "Azure OpenAI.";
        Gpt61Sol => "gpt-6.1-sol", "gpt-6.1-sol", "Azure OpenAI.";
        Qwen332b => "qwen3-32b", "Qwen3-32B", "Qwen; who sells it is not in the sources read.";
        Qwen3635bA3b => "qwen3.6-35b-a3b", "Qwen3.6-35B-A3B", "Qwen; who sells it is not in the sources read.";
        Qwen3827b => "qwen3.8-27b", "Qwen3.8-27B", "Qwen; who sells it is not in the sources read.";
        MuseGlimmer30b => "muse-glimmer-30b", "Muse-Glimmer-30B", "Who makes and sells it is not in the sources read.";
        MaiCode11Flash => "mai-code-1.1-flash", "MAI-Code-1.1-Flash", "Microsoft AI.";
        ClaudeSonnet45 => "claude-sonnet-4-5", "claude-sonnet-4-5", "Anthropic, partner model.";
        TextEmbedding3Large => "text-embedding-3-large", "text-embedding-3-large", "Azure OpenAI embeddings.";
        TextEmbedding3Small => "text-embedding-3-small", "text-embedding-3-small", "Azure OpenAI embeddings.";
        EmbedV40 => "embed-v-4-0", "embed-v-4-0", "Cohere embeddings, sold directly by Azure.";
        CohereEmbedV3English => "cohere-embed-v3-english", "Cohere-embed-v3-english", "Cohere embeddings, partner model.";
        CohereEmbedV3Multilingual => "cohere-embed-v3-multilingual", "Cohere-embed-v3-multilingual", "Cohere embeddings, partner model.";
        Grok47 => "grok-4.7", "grok-4.7", "SpaceXAI, sold directly by Azure.";
        Grok4 => "grok-4", "grok-4", "SpaceXAI, sold directly by Azure.";
        KimiK25 => "kimi-k2.5", "Kimi-K2.5", "Moonshot, sold directly by Azure.";
        MistralMedium2505 => "mistral-medium-2505", "mistral-medium-2505", "Mistral, partner model.";
        Codestral2501 => "codestral-2501", "Codestral-2501", "Mistral, partner model.";
        Phi4Reasoning => "phi-4-reasoning", "Phi-4-reasoning", "Microsoft.";
        Phi4MiniReasoning => "phi-4-mini-reasoning", "Phi-4-mini-reasoning", "Microsoft.";
        Phi4MultimodalInstruct => "phi-4-multimodal-instruct", "Phi-4-multimodal-instruct", "Microsoft.";
        DeepseekV32Speciale => "deepseek-v3.2-speciale", "DeepSeek-V3.2-Speciale", "Sold directly by Azure.";
        HuggingFace => "hf", "An open model from Hugging Face", "Not in this list: an open model of the Hugging Face collection in Azure's catalog; give its size; served on managed compute.";
        DeepseekR1 => "deepseek-r1", "DeepSeek-R1", "Retired.";
    }
}

impl Llm {
    pub fn model(self) -> &'static Model {
        &MODELS[self as usize]
    }

    /// The registry model an Azure ML deployment or fine-tuning job names (with `/versions/N`
    /// to fill in where it needs one).
    pub fn model_id(self) -> String {
        let m = self.model();
        let r = if m.registry.is_empty() {
            "<registry>"
        } else {
            m.registry
        };
        // An open model from Hugging Face: the person's own model of the collection.
        let name = if self == Llm::HuggingFace {
            "<your-model>"
        } else {
            m.name
        };
        format!("azureml://registries/{r}/models/{name}")
    }

    /// An open model from Hugging Face that is not in the catalog (`llm=hf`).
    pub fn is_hf(self) -> bool {
        self == Llm::HuggingFace
    }
}

/// Where a model stands on a date, in the terms of Microsoft's lifecycle policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Preview,
    Ga,
    Legacy,
    /// Closed to new customers (since the date, where known).
    Deprecated(Day),
    Retired(Day),
    Unlisted,
}

impl Model {
    pub fn lifecycle(&self, today: Day) -> Stage {
        if self.retires != 0 && today >= self.retires {
            Stage::Retired(self.retires)
        } else if self.status == Status::Deprecated
            || (self.closes != 0 && today >= self.closes && !self.conflict)
        {
            Stage::Deprecated(self.closes)
        } else {
            match self.status {
                Status::Preview => Stage::Preview,
                Status::Legacy => Stage::Legacy,
                Status::Unlisted => Stage::Unlisted,
                _ => Stage::Ga,
            }
        }
    }

    pub fn fine_tunable(&self) -> bool {
        self.finetune.is_some()
    }

    /// Models sold through Azure Marketplace need a subscription first.
    pub fn marketplace(&self) -> bool {
        self.seller == Seller::Partner
    }

    pub fn offers(&self, flag: u16) -> bool {
        self.offers & flag != 0
    }

    /// An Azure OpenAI model released after the retirement schedule's last revision read (the
    /// GPT-6 models): current, with no retirement date set yet.
    pub fn unscheduled(&self) -> bool {
        self.seller == Seller::AzureOpenAi && self.retires == 0
    }
}

pub fn lifecycle(l: Llm, today: Day) -> Stage {
    l.model().lifecycle(today)
}

/// Whether a new customer can deploy the model on the date: not retired, not deprecated.
pub fn open_to_new(l: Llm, today: Day) -> bool {
    !matches!(
        lifecycle(l, today),
        Stage::Retired(_) | Stage::Deprecated(_)
    )
}

/// The lifecycle in short, for the model list: "GA · retires 2027-09-02".
pub fn lifecycle_short(l: Llm, today: Day) -> String {
    let m = l.model();
    let retires = if m.retires == 0 {
        "no retirement date set".to_string()
    } else {
        format!("retires {}", day_text(m.retires))
    };
    if l.is_hf() {
        return "not a catalog model: no retirement schedule".into();
    }
    match lifecycle(l, today) {
        Stage::Retired(d) => format!("retired {}", day_text(d)),
        Stage::Deprecated(_) => format!("deprecated: closed to new customers · {retires}"),
        Stage::Legacy => format!("legacy · {retires}"),
        Stage::Preview => format!("preview · {retires}"),
        Stage::Unlisted => "not in the retirement schedule of 2026-10-05".into(),
        Stage::Ga if m.unscheduled() => format!("current, released {} · {retires}", m.version),
        Stage::Ga => format!("generally available · {retires}"),
    }
}

/// The lifecycle in the seller's terms, for the result and the exports: what the stage means
/// for a new and an existing customer, with its dates (schedule of 2026-10-05).
pub fn lifecycle_text(l: Llm, today: Day) -> String {
    lifecycle_text_instead(l, today, None)
}

/// [`lifecycle_text`] for an answer that knows what its situation allows: a model retiring
/// within a quarter with no replacement named is told to launch on `instead`, a current model
/// the answer allows, where one is given.
pub fn lifecycle_text_instead(l: Llm, today: Day, instead: Option<Llm>) -> String {
    let m = l.model();
    let name = m.name;
    let retires = day_text(m.retires);
    if l.is_hf() {
        return format!("An open model from Hugging Face is not in the Foundry catalog, so Microsoft's retirement schedule does not apply to it: the versions you can deploy are those of the Hugging Face collection (registry {HF_REGISTRY}).");
    }
    let gone = if m.seller == Seller::AzureOpenAi || m.seller == Seller::Azure {
        "inference requests return 410 Gone"
    } else {
        "its deployments stop answering"
    };
    let mut t = match lifecycle(l, today) {
        Stage::Retired(d) => format!("{name} retired on {}: removed from service, {gone}.", day_text(d)),
        Stage::Deprecated(since) => {
            let since = if since == 0 {
                String::new()
            } else if m.derived {
                format!(" since {} (12 months after launch, the standard lifecycle)", day_text(since))
            } else {
                format!(" since {}", day_text(since))
            };
            format!(
                "{name} is deprecated{since}: closed to new customers. A subscription that has deployed this model version before can still create and manage deployments until it retires on {retires}; a new subscription, even in the same tenant, cannot."
            )
        }
        Stage::Legacy => format!(
            "{name} is legacy: newer models exist; new deployments are allowed until it is deprecated, and it retires on {retires}."
        ),
        Stage::Preview if m.retires != 0 => format!("{name} is in preview; it retires on {retires}."),
        Stage::Preview => format!("{name} is in preview; no retirement date is set."),
        Stage::Unlisted => format!(
            "{name} is not in the retirement schedule of 2026-10-05{}: check its lifecycle in the Foundry portal.",
            // gpt-oss-20b was in the schedule of 04/23/2026; the others are known only from the
            // fine-tuning table of 10/06/2026.
            if l == Llm::GptOss20b {
                " (an earlier one listed it as generally available)"
            } else {
                ""
            }
        ),
        Stage::Ga if m.unscheduled() => format!(
            "{name} (version {}) is a current model, released on {}; it is not in the retirement schedule of 2026-10-05, so no retirement date is set yet.",
            m.version, m.version
        ),
        Stage::Ga if m.retires == 0 => format!("{name} is generally available; no retirement date is set."),
        Stage::Ga if m.conflict => format!(
            "{name} is generally available in the schedule of 2026-10-05 although 12 months have passed since its launch, when the standard lifecycle closes a model to new customers: whether a new subscription can still deploy it is unverified (the Models API tells). It retires on {retires}."
        ),
        Stage::Ga if m.derived => format!(
            "{name} is generally available; under the standard lifecycle it closes to new customers on {} and retires on {retires}.",
            day_text(m.closes)
        ),
        Stage::Ga => format!("{name} is generally available; it retires on {retires}."),
    };
    let leaving = matches!(
        lifecycle(l, today),
        Stage::Deprecated(_) | Stage::Legacy | Stage::Retired(_)
    );
    t.push_str(&retires_soon(
        l,
        today,
        leaving && successor(l).is_some(),
        instead,
    ));
    if leaving {
        if let Some(n) = successor(l) {
            t.push_str(&format!(
                " The schedule names {} as its replacement.",
                n.model().name
            ));
        }
    }
    t
}

/// Days since 1970-01-01 of a date (the inverse of [`day_from_unix_days`]).
pub fn unix_days(d: Day) -> i64 {
    let (y, m, d) = (
        i64::from(d / 10000),
        i64::from(d / 100 % 100),
        i64::from(d % 100),
    );
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// " That is in 3 days: …" for a model at most [`SOON_DAYS`] from its retirement on the date the
/// advice is for (claude-sonnet-4-5 on 2026-11-27), naming what to launch on instead: the
/// schedule's replacement where `named` has not said it already, else what the reference says;
/// nothing for a model further from it.
fn retires_soon(l: Llm, today: Day, named: bool, instead: Option<Llm>) -> String {
    let m = l.model();
    let left = unix_days(m.retires) - unix_days(today);
    if !retiring_soon(l, today) {
        return String::new();
    }
    let instead = match successor(l) {
        Some(_) if named => "launch on the replacement named below".to_string(),
        Some(n) => format!("launch on {}, the schedule's replacement", n.model().name),
        None if !m.next_note.is_empty() => format!("launch on a current model. {}", m.next_note),
        // What this answer allows (the requirement, fine-tuning, the kind of model).
        None if instead.is_some_and(|i| i != l) => format!(
            "launch on a current model, such as {}, one this answer allows (its family's next version where there is one, else the nearest in price). The schedule names no replacement.",
            instead.map_or("", |i| i.model().name)
        ),
        // The model this page advises in its place once it has retired ([`current`]).
        None => format!(
            "launch on a current model, such as {}, which this page advises in its place once it retires. The schedule names no replacement.",
            current(l, m.retires).model().name
        ),
    };
    format!(
        " That is in {left} day{}: whatever is built on it now stops working then, so {instead}{}",
        if left == 1 { "" } else { "s" },
        if instead.ends_with('.') { "" } else { "." }
    )
}

/// Whether a schedule's date (`0`: none set) falls within [`SOON_DAYS`] after `today`.
fn within_soon(day: Day, today: Day) -> bool {
    day != 0 && (1..=SOON_DAYS).contains(&(unix_days(day) - unix_days(today)))
}

/// Whether `l` retires within [`SOON_DAYS`] of `today` (and has not yet).
pub fn retiring_soon(l: Llm, today: Day) -> bool {
    within_soon(l.model().retires, today)
}

/// Whether the model closes to new customers within [`SOON_DAYS`] of the date (a model open
/// today but closed within weeks is no model to start on).
pub fn closing_soon(l: Llm, today: Day) -> bool {
    let m = l.model();
    !m.conflict && within_soon(m.closes, today)
}

/// How near its retirement a model is said to retire soon, with what to launch on instead: a
/// quarter, so that a model retiring within weeks (72 days, say) is never advised with its date
/// alone.
pub const SOON_DAYS: i64 = 90;

/// The replacement the schedule names, if it is open to new customers on the date the advice is
/// for (else its own replacement, and so on).
pub fn successor(l: Llm) -> Option<Llm> {
    let mut n = l.model().next?;
    for _ in 0..MODELS.len() {
        if !matches!(lifecycle(n, today()), Stage::Retired(_)) {
            return Some(n);
        }
        n = n.model().next?;
    }
    None
}

/// The model to advise on a date: `l`, or, once it has retired, its replacement: [`current_for`]
/// with every model fitting.
pub fn current(l: Llm, today: Day) -> Llm {
    current_for(l, today, |_| true)
}

/// The model to advise on a date for a goal `fits` says a model meets (fine-tuning: one that can
/// be fine-tuned): `l` while it has not retired; then the schedule's replacement, or its own in
/// turn, the first that has not retired and fits; else, of the same kind and fitting, a model
/// open to new customers and not retiring within a quarter ([`NO_SUCCESSOR`] first, then the
/// table's first of the same seller, the table listing the newest first, then any), else one
/// that has not retired (the same seller's first). Where no model fits, [`current`]'s.
pub fn current_for(l: Llm, today: Day, fits: fn(Llm) -> bool) -> Llm {
    if !matches!(lifecycle(l, today), Stage::Retired(_)) {
        return l;
    }
    fitting(l, today, fits, false)
}

/// A stand-in for `l` that meets the goal `fits` says (a retired model's replacement, or the
/// stand-in for a retired name): `l` where it fits and has not retired, and where the schedule
/// does not name it (`named`), is open to new customers and not retiring within a quarter; else
/// as [`current_for`] goes on from it; where no model fits, [`current`]'s.
pub fn fitting(l: Llm, today: Day, fits: fn(Llm) -> bool, named: bool) -> Llm {
    current_among(l, today, fits, named)
        .or_else(|| current_among(l, today, |_| true, named))
        .unwrap_or(l)
}

/// [`fitting`] among the models `fits` allows (`None`: each of them has retired).
fn current_among(l: Llm, today: Day, fits: fn(Llm) -> bool, named: bool) -> Option<Llm> {
    let live = |c: Llm| !matches!(lifecycle(c, today), Stage::Retired(_));
    let open = |c: Llm| open_to_new(c, today) && !retiring_soon(c, today);
    if live(l) && fits(l) && (named || open(l)) {
        return Some(l);
    }
    let mut n = l.model().next;
    for _ in 0..MODELS.len() {
        let Some(c) = n else { break };
        if live(c) && fits(c) {
            return Some(c);
        }
        n = c.model().next;
    }
    let (seller, kind) = (l.model().seller, l.model().kind);
    let candidates = || {
        Llm::ALL
            .iter()
            .copied()
            .filter(move |c| c.model().kind == kind && fits(*c))
    };
    [NO_SUCCESSOR]
        .into_iter()
        .filter(|c| c.model().kind == kind && fits(*c) && open(*c))
        .chain(candidates().filter(|c| c.model().seller == seller && open(*c)))
        .chain(candidates().filter(|c| open(*c)))
        .chain(candidates().filter(|c| c.model().seller == seller && live(*c)))
        .chain(candidates().find(|c| live(*c)))
        .next()
}

/// Thousands of tokens as millions: "100", "2.5", "0.125".
pub fn millions(k: u32) -> String {
    short(f64::from(k) / 1000.0, 3)
}

/// Micro-dollars as "$0.125", "$10.00": a unit price in the one money format (`num::usd`).
pub fn usd_micro(micro: u64) -> String {
    crate::advisor::facts::num::usd(micro as f64 / 1e6, 6)
}

/// Millions of tokens a month, in thousandths (thousands of tokens): the range a link may carry.
pub const MAX_TOKENS_K: u32 = 1_000_000_000;

/// Reads "100", "2.5", "0.125" (millions) as thousands of tokens; `None` out of range or unclear.
pub fn parse_millions(v: &str) -> Option<u32> {
    // By hand: the page has no parser for 64-bit integers.
    let (whole, frac) = v.trim().split_once('.').unwrap_or((v.trim(), ""));
    if whole.is_empty() && frac.is_empty() || frac.len() > 3 {
        return None;
    }
    let mut k: u64 = 0;
    for (i, b) in whole
        .bytes()
        .chain(frac.bytes().chain(b"000".iter().copied()).take(3))
        .enumerate()
    {
        if !b.is_ascii_digit() || i > 12 {
            return None;
        }
        k = k * 10 + u64::from(b - b'0');
    }
    (k <= u64::from(MAX_TOKENS_K)).then_some(k as u32)
}

/// The model's facts in the model list besides its size and price (`model_list`): who sells
/// it, its lifecycle, whether it can be fine-tuned, and where its price comes from, dated.
pub fn choice_hint(l: Llm, today: Day) -> String {
    let m = l.model();
    let ft = match m.finetune {
        Some(f) if f.existing_only => "fine-tuning for existing customers only",
        Some(f) if f.gated => "fine-tuning by invitation",
        Some(f) if f.preview => "fine-tuning in preview",
        Some(_) => "can be fine-tuned",
        // `ftjourney::own_gpus_first` where the table gives no fine-tuning: open weights.
        None if m.weights == Weights::Open => {
            "no serverless fine-tuning: its open weights fine-tune on your own GPUs"
        }
        None => "cannot be fine-tuned",
    };
    if l.is_hf() {
        return format!(
            "{} · {} · its open weights fine-tune on your own GPUs · billed by the GPU-hour of managed compute, no per-token price",
            m.seller.label(),
            lifecycle_short(l, today)
        );
    }
    let price = if m.global.known() && m.cut_reported {
        // Third parties report cuts since (reference of 2026-11-27, row E; unverified).
        format!(
            "price: {}; Microsoft's current price may be lower",
            m.global.src.name()
        )
    } else if m.global.known() {
        format!("price: {}", m.global.src.name())
    } else if m.unscheduled() {
        "no price that Microsoft has published and this page trusts: not estimated".into()
    } else if is_claude(l) {
        format!("price: {CLAUDE_UNPRICED_SHORT}")
    } else {
        "no per-token price in the litellm copy of 2026-08-01 or the Retail records of 2026-07-31 that this page trusts".into()
    };
    // Another maker's model sold by Azure is named with its maker ("Meta, sold directly by Azure").
    let seller = match m.seller {
        Seller::Azure => l.hint().trim_end_matches('.'),
        s => s.label(),
    };
    let note = if m.note.is_empty() {
        String::new()
    } else {
        format!(" · {}", m.note.trim_end_matches('.'))
    };
    format!(
        "{seller} · {} · {ft} · {price}{note}",
        lifecycle_short(l, today)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::facts::num::volume_words;

    #[test]
    fn table_in_enum_order_and_slugs_are_lower_case_names() {
        for (i, l) in Llm::ALL.iter().enumerate() {
            assert_eq!(*l as usize, i);
            if l.is_hf() {
                continue;
            }
            assert_eq!(l.slug(), l.model().name.to_ascii_lowercase());
            assert_eq!(l.label(), l.model().name);
        }
        assert_eq!(MODELS.len(), Llm::ALL.len());
    }

    #[test]
    fn dates_and_numbers() {
        assert_eq!(day_text(2027_02_06), "2027-02-06");
        assert_eq!(day_from_unix_days(0), 1970_01_01);
        assert_eq!(day_from_unix_days(20_781), 2026_11_24);
        assert_eq!(unix_days(2026_11_24), 20_781);
        assert_eq!(unix_days(1970_01_01), 0);
        assert_eq!(unix_days(2028_03_01) - unix_days(2028_02_28), 2);
        let t = lifecycle_text(Llm::ClaudeSonnet45, 2026_11_27);
        assert!(
            t.contains("retires on 2026-11-30. That is in 3 days"),
            "{t}"
        );
        assert!(!lifecycle_text(Llm::ClaudeSonnet5, 2026_11_27).contains("That is in"));
        // Within a quarter of its date, what to launch on instead: the replacement the schedule
        // names, else the model this page advises once it has retired.
        let t = lifecycle_text(Llm::Gpt41, 2027_02_01);
        assert!(t.contains("That is in 72 days"), "{t}");
        assert!(
            t.contains(&format!(
                "such as {}",
                current(Llm::Gpt41, 2027_04_14).model().name
            )),
            "{t}"
        );
        assert!(!lifecycle_text(Llm::Gpt41, 2027_01_01).contains("That is in"));
        assert_eq!(parse_millions("100"), Some(100_000));
        assert_eq!(parse_millions("2.5"), Some(2_500));
        assert_eq!(parse_millions(".125"), Some(125));
        assert_eq!(parse_millions("1000000"), Some(MAX_TOKENS_K));
        for bad in ["1000000.001", "-1", "1e3", "", ".", "1.2345", "ten"] {
            assert_eq!(parse_millions(bad), None, "{bad}");
        }
        assert_eq!(millions(2_500), "2.5");
        assert_eq!(usd_micro(125_000), "$0.125");
        assert_eq!(usd_micro(10_000_000), "$10.00");
        assert_eq!(volume_words(7_550_000), "7.6 billion");
        assert_eq!(volume_words(60_833), "60.8 million");
    }

    #[test]
    fn lifecycle_follows_the_schedule_and_the_date() {
        // The schedule of 2026-10-05, read on 2026-11-26.
        let d = COMPILED;
        assert_eq!(lifecycle(Llm::Gpt54, d), Stage::Ga);
        assert_eq!(lifecycle(Llm::Gpt41, d), Stage::Deprecated(0));
        assert_eq!(lifecycle(Llm::Gpt4o, d), Stage::Legacy);
        assert_eq!(lifecycle(Llm::DeepseekR1, d), Stage::Retired(2026_08_13));
        assert_eq!(lifecycle(Llm::MistralLarge3, d), Stage::Preview);
        // gpt-5.2 launched 2025-12-11: closed to new customers 12 months later.
        assert_eq!(lifecycle(Llm::Gpt52, d), Stage::Ga);
        assert_eq!(
            lifecycle(Llm::Gpt52, 2026_12_11),
            Stage::Deprecated(2026_12_11)
        );
        // The schedule keeps gpt-5.1 GA past its 12 months: said, not overruled.
        assert_eq!(lifecycle(Llm::Gpt51, d), Stage::Ga);
        assert!(lifecycle_text(Llm::Gpt51, d).contains("unverified"));
        assert_eq!(
            lifecycle(Llm::Gpt51, 2027_05_15),
            Stage::Retired(2027_05_15)
        );
        assert_eq!(
            lifecycle(Llm::Gpt41, 2027_04_14),
            Stage::Retired(2027_04_14)
        );
        let t = lifecycle_text(Llm::Gpt41, d);
        assert!(
            t.contains("closed to new customers") && t.contains("2027-04-14"),
            "{t}"
        );
        assert!(lifecycle_text(Llm::Gpt4o, d).contains("names gpt-5.1 as its replacement"));
    }

    #[test]
    fn retired_models_move_to_a_current_one() {
        for l in Llm::ALL {
            for d in [
                COMPILED, 2027_03_01, 2027_06_01, 2027_10_27, 2028_03_01, 2030_01_01,
            ] {
                let c = current(*l, d);
                assert!(!matches!(lifecycle(c, d), Stage::Retired(_)), "{l:?} {d}");
            }
        }
        assert_eq!(current(Llm::DeepseekR1, COMPILED), Llm::DeepseekV4Pro);
        assert_eq!(current(Llm::Gpt5Mini, COMPILED), Llm::Gpt5Mini);
        assert_eq!(current(Llm::Gpt4o, 2027_04_14), Llm::Gpt51);
        for (slug, day, next) in RETIRED {
            assert!(
                Llm::from_slug(slug).is_none(),
                "{slug} is an alias, not a model"
            );
            // A name that retires after the table was compiled is retired from its date only.
            assert_eq!(
                retired_name(slug, COMPILED).is_some(),
                day <= COMPILED,
                "{slug}"
            );
            assert!(retired_name(slug, day).is_some(), "{slug}");
            if let Some(n) = next {
                assert!(open_to_new(n, COMPILED), "{slug}");
            }
        }
        assert!(open_to_new(NO_SUCCESSOR, COMPILED));
    }

    #[test]
    fn prices_are_dated_and_sourced_and_only_where_the_data_trusts_them() {
        for l in Llm::ALL {
            let m = l.model();
            for p in [
                m.global,
                m.zone,
                m.batch,
                m.zone_batch,
                m.eu_zone,
                m.long_context,
            ] {
                assert_eq!(p.known(), !p.key.is_empty(), "{}", m.name);
                if p.known() {
                    assert!(p.output > 0 || m.kind == Kind::Embedding, "{}", m.name);
                    assert!(!p.cite().is_empty());
                }
            }
            // Batch is half the Global Standard price where both are known (deployment types page).
            if m.batch.known() && m.global.known() {
                assert_eq!(m.batch.input * 2, m.global.input, "{}", m.name);
                assert_eq!(m.batch.output * 2, m.global.output, "{}", m.name);
            }
            assert_eq!(m.batch.known(), m.offers(GLOBAL_BATCH), "{}", m.name);
        }
        // The README's doubtful entries stay out: Maverick (input and output swapped).
        assert!(!Llm::Llama4Maverick.model().global.known());
        // gpt-4o-mini's Global price, not litellm's plain key (the Regional price).
        assert_eq!(Llm::Gpt4oMini.model().global.input, 150_000);
    }

    /// The Claude models of the catalog, each with the reference's figures, written out (rows M,
    /// N, P; a model added or renamed is caught here): requests,
    /// uncached input and output tokens a minute at pay-as-you-go; Data Zone Standard (US);
    /// lifecycle stage; retirement date (0: no retirement row).
    const CLAUDE_FIGURES: [(Llm, u32, u32, u32, bool, Status, Day); 12] = [
        (Llm::ClaudeOpus55, 40, 40_000, 8_000, true, Status::Ga, 0),
        (Llm::ClaudeSonnet55, 40, 40_000, 8_000, true, Status::Ga, 0),
        (Llm::ClaudeHaiku55, 40, 40_000, 8_000, true, Status::Ga, 0),
        (
            Llm::ClaudeSonnet5,
            40,
            40_000,
            8_000,
            true,
            Status::Ga,
            2027_06_30,
        ),
        (
            Llm::ClaudeOpus5,
            40,
            40_000,
            8_000,
            true,
            Status::Ga,
            2027_07_08,
        ),
        (Llm::ClaudeOpus48, 40, 40_000, 8_000, true, Status::Ga, 0),
        (Llm::ClaudeOpus47, 40, 40_000, 8_000, false, Status::Ga, 0),
        (
            Llm::ClaudeOpus46,
            40,
            40_000,
            8_000,
            false,
            Status::Ga,
            2027_02_02,
        ),
        (
            Llm::ClaudeSonnet46,
            80,
            80_000,
            16_000,
            false,
            Status::Ga,
            2027_02_10,
        ),
        (Llm::ClaudeFable51, 0, 0, 0, false, Status::Preview, 0),
        (Llm::ClaudeFable5, 0, 0, 0, false, Status::Preview, 0),
        (
            Llm::ClaudeSonnet45,
            80,
            80_000,
            16_000,
            false,
            Status::Ga,
            2026_11_30,
        ),
    ];

    #[test]
    fn claude_follows_the_reference_of_2026_11_29() {
        let claude: Vec<Llm> = Llm::ALL.iter().copied().filter(|l| is_claude(*l)).collect();
        assert_eq!(claude, CLAUDE_FIGURES.map(|f| f.0));
        for (l, rpm, tpm, out, zone, status, retires) in CLAUDE_FIGURES {
            let m = l.model();
            let q = m.quota;
            // Row M: pay-as-you-go limits per subscription, input and output apart; the fable
            // models' are none until a quota request is granted.
            assert_eq!((q.gs_rpm, q.gs_tpm, q.out_tpm), (rpm, tpm, out), "{l:?}");
            assert_eq!(q.request_first, rpm == 0, "{l:?}");
            assert!(q.scope.contains("per subscription"), "{l:?}");
            assert!(!q.tier1, "{l:?}");
            // Row N: Data Zone Standard in the US zone only, for the Azure-hosted models; the
            // Anthropic-hosted-only models have Global Standard alone.
            assert_eq!(m.offers(DZ_US), zone, "{l:?}");
            assert_eq!(m.offers, if zone { GS | DZ_US } else { GS }, "{l:?}");
            assert_eq!((q.dz_rpm, q.dz_tpm), if zone { (rpm, tpm) } else { (0, 0) });
            // Rows N and P: the stage and the retirement date; no successor named but
            // claude-sonnet-4-5's.
            assert_eq!((m.status, m.retires), (status, retires), "{l:?}");
            assert_eq!(m.next.is_some(), l == Llm::ClaudeSonnet45, "{l:?}");
            assert!(m.reasoning, "{l:?}");
            assert_eq!(q.dz_scope.contains("data zone"), zone, "{l:?}");
            // Row O: billed in Claude Consumption Units, not in the price data: no price at
            // any type, never LiteLLM's, and the reason said.
            for p in [
                m.global,
                m.zone,
                m.eu_zone,
                m.batch,
                m.zone_batch,
                m.long_context,
            ] {
                assert!(!p.known() && p.key.is_empty(), "{l:?}");
            }
            assert_eq!(m.unpriced, CLAUDE_UNPRICED, "{l:?}");
            assert!(m.ptu.is_none() && m.fireworks.is_none(), "{l:?}");
            assert_eq!(m.seller, Seller::Partner);
            assert!(choice_hint(l, COMPILED).contains("Claude Consumption Units"));
        }
        // Row N: Claude 5.5 is generally available with no retirement row; Opus 5.5 thinks on
        // every request, and says so.
        for l in [Llm::ClaudeOpus55, Llm::ClaudeSonnet55, Llm::ClaudeHaiku55] {
            assert_eq!(lifecycle(l, 2027_12_31), Stage::Ga, "{l:?}");
            assert_eq!(l.model().retires, 0);
            assert!(open_to_new(l, COMPILED));
        }
        assert!(Llm::ClaudeOpus55
            .model()
            .note
            .contains("thinking: disabled"));
        assert!(choice_hint(Llm::ClaudeOpus55, COMPILED).contains("thinking: disabled"));
        assert!(Llm::ClaudeSonnet55.model().note.is_empty());
        for l in CLAUDE_FIGURES.map(|f| f.0) {
            assert_eq!(Llm::from_slug(l.slug()), Some(l));
            assert_eq!(l.slug(), l.model().name);
        }
        // Row M: the fable models say before anything else that a quota request comes first.
        for l in [Llm::ClaudeFable51, Llm::ClaudeFable5] {
            assert_eq!(lifecycle(l, COMPILED), Stage::Preview, "{l:?}");
            assert!(
                choice_hint(l, COMPILED).contains("no default quota"),
                "{l:?}"
            );
            assert!(l
                .model()
                .quota
                .scope
                .contains("4,000 requests, 4,000,000 uncached input and 800,000 output tokens"));
        }
        // Row P: the Claude 4.6 models retire within a quarter of today, with no replacement.
        for (l, day) in [
            (Llm::ClaudeOpus46, 2027_02_02),
            (Llm::ClaudeSonnet46, 2027_02_10),
        ] {
            assert_eq!(lifecycle(l, 2026_12_07), Stage::Ga, "{l:?}");
            assert_eq!(lifecycle(l, day), Stage::Retired(day), "{l:?}");
            assert_eq!(successor(l), None, "{l:?}");
        }
    }

    #[test]
    fn claude_sonnet_4_5_retired_into_claude_sonnet_5_5() {
        // Row P: retired on 2026-11-30, replaced by claude-sonnet-5-5, a model of the catalog.
        let m = Llm::ClaudeSonnet45.model();
        assert_eq!(m.retires, 2026_11_30);
        assert_eq!(m.next, Some(Llm::ClaudeSonnet55));
        assert!(m.next_note.is_empty());
        assert_eq!(
            lifecycle(Llm::ClaudeSonnet45, 2026_11_30),
            Stage::Retired(2026_11_30)
        );
        for d in [2026_11_30, 2027_01_01, COMPILED] {
            assert_eq!(
                current(Llm::ClaudeSonnet45, d),
                if d < 2026_11_30 {
                    Llm::ClaudeSonnet45
                } else {
                    Llm::ClaudeSonnet55
                }
            );
        }
        assert_eq!(successor(Llm::ClaudeSonnet45), Some(Llm::ClaudeSonnet55));
        assert!(open_to_new(Llm::ClaudeSonnet55, 2026_12_01));
        // Three days before, the answer says what to launch on.
        let t = lifecycle_text(Llm::ClaudeSonnet45, 2026_11_27);
        assert!(t.contains("launch on claude-sonnet-5-5"), "{t}");
        // Row P's other dates the catalog holds.
        assert_eq!(Llm::KimiK25.model().retires, 2027_01_26);
        assert_eq!(Llm::Gpt5.model().retires, 2027_02_09);
        assert_eq!(Llm::Gpt5Mini.model().retires, 2027_02_09);
        assert!(RETIRED.contains(&("codex-mini", 2026_11_15, None)));
        assert!(RETIRED.contains(&("claude-opus-4-5", 2026_11_24, None)));
        assert!(RETIRED.contains(&("claude-haiku-4-5", 2026_11_15, None)));
        // Row P: gpt-chat-latest retired on 2026-12-02, no successor named; a retired name only
        // from its date on.
        assert!(RETIRED.contains(&("gpt-chat-latest", 2026_12_02, None)));
        assert!(retired_name("gpt-chat-latest", 2026_12_01).is_none());
        assert!(retired_name("gpt-chat-latest", 2026_12_02).is_some());
    }

    #[test]
    fn fine_tuning_follows_the_reference() {
        // Not fine-tunable (§8).
        for l in [
            Llm::Gpt5Mini,
            Llm::Gpt51,
            Llm::Gpt52,
            Llm::Gpt54,
            Llm::Gpt54Mini,
            Llm::Gpt55,
            Llm::Gpt56Sol,
            Llm::DeepseekV4Pro,
            Llm::MistralLarge3,
        ] {
            assert!(!l.model().fine_tunable(), "{l:?}");
        }
        for l in [
            Llm::Llama3370bInstruct,
            Llm::GptOss20b,
            Llm::Phi4,
            Llm::Ministral3b,
        ] {
            let f = l.model().finetune.unwrap();
            assert!(!f.existing_only && !f.gated, "{l:?}");
        }
        // Deprecated bases: existing customers only.
        assert!(Llm::Gpt41Mini.model().finetune.unwrap().existing_only);
        // Hosting: $1.70 an hour (Retail, 2026-07-31).
        assert_eq!(Llm::Gpt41.model().finetune.unwrap().hosting_cents, 170);
    }
}
