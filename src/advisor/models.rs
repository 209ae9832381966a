//! Foundation models from the Azure model catalog: who sells each, whether its weights are open,
//! its lifecycle, its per-token prices by deployment type, and what serving it on dedicated GPUs
//! would take. Pure data and integer arithmetic; the page carries it as compact tables.
//!
//! Facts come from `shared/reference/foundation-models.md` (§3 provisioned throughput, §4 the model
//! table, §6 break-even); prices from BerriAI/litellm `model_prices_and_context_window.json` as of
//! 2026-07-24 (`shared/data/azure-model-token-prices-2026-07-24.json`), each with its key. Prices
//! the reference calls doubtful (Llama-4-Maverick: input and output look swapped; Cohere
//! command-a: absent) are left out and shown as "not estimated". Models retired before this table
//! was compiled (gpt-4o, gpt-4o-mini, the gpt-4.1 family, o3-mini, o4-mini) are not offered; a link
//! that names one gets a notice and its successor ([`RETIRED`]).

#![allow(clippy::inconsistent_digit_grouping)] // dates are written 2027_02_06

use super::num::{fixed, short};
use super::questions::Llm;
use std::sync::atomic::{AtomicU32, Ordering};

/// A calendar date as the number yyyymmdd (20261124): ordered like the date.
pub type Day = u32;

/// The date of every token price here.
pub const PRICE_DATE: &str = "2026-07-24";
/// The date this table was compiled; the date assumed until the page or the CLI says otherwise.
pub const COMPILED: Day = 2026_11_24;

static TODAY: AtomicU32 = AtomicU32::new(0);

/// Sets the date the advice is for: the UI passes the browser's date, the CLI the system date
/// (or `--today`). A plain value: the core reads no clock.
pub fn set_today(d: Day) {
    TODAY.store(d, Ordering::Relaxed);
}

/// The date the advice is for.
pub fn today() -> Day {
    match TODAY.load(Ordering::Relaxed) {
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

/// Whether the model's weights are open, as the reference says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weights {
    Open,
    Closed,
    /// The reference does not say, or says the model is not offered on managed compute.
    NotStated,
}

/// One catalog model. Prices are micro-dollars per 1 million tokens, [input, output]; 0 means
/// the data has no price to trust.
pub struct Model {
    /// The model name as Azure names it (`--model-name`).
    pub name: &'static str,
    pub seller: &'static str,
    /// Partner and community models need an Azure Marketplace subscription first.
    pub marketplace: bool,
    pub weights: Weights,
    /// No new deployments from this date (0: none announced).
    pub deprecated: Day,
    /// Deployments return errors from this date (0: none announced).
    pub retires: Day,
    /// Global Standard price and its litellm key.
    pub global: [u32; 2],
    pub global_key: &'static str,
    /// Data Zone Standard price and its litellm key (0: not in the data).
    pub zone: [u32; 2],
    pub zone_key: &'static str,
    /// The managed-compute VM size the reference gives ("": none), and whether it is verified.
    pub gpu: &'static str,
    pub gpu_verified: bool,
    /// Global provisioned throughput: minimum PTUs and input tokens a minute per PTU (0: none).
    pub ptu_min: u16,
    pub ptu_tpm: u32,
    /// The model the advice moves to once this one retires.
    pub next: Llm,
    /// The Azure ML registry holding it, where the reference names one ("": look it up).
    pub registry: &'static str,
}

const OPENAI: &str = "Azure OpenAI, sold directly by Azure";
const DIRECT: &str = "Sold directly by Azure";
const MICROSOFT: &str = "Microsoft";
const PARTNER: &str = "Partner (Azure Marketplace)";

const fn m(name: &'static str, seller: &'static str, weights: Weights) -> Model {
    Model {
        name,
        seller,
        marketplace: false,
        weights,
        deprecated: 0,
        retires: 0,
        global: [0, 0],
        global_key: "",
        zone: [0, 0],
        zone_key: "",
        gpu: "",
        gpu_verified: false,
        ptu_min: 0,
        ptu_tpm: 0,
        next: Llm::GptOss120b,
        registry: "",
    }
}

/// The table, in `Llm` order.
pub const MODELS: [Model; 15] = [
    Model {
        global: [125_000, 500_000],
        global_key: "azure_ai/Phi-4",
        gpu: "Standard_NC24ads_A100_v4",
        gpu_verified: true,
        registry: "azureml",
        ..m("Phi-4", MICROSOFT, Weights::Open)
    },
    Model {
        global: [75_000, 300_000],
        global_key: "azure_ai/Phi-4-mini-instruct",
        registry: "azureml",
        ..m("Phi-4-mini-instruct", MICROSOFT, Weights::NotStated)
    },
    Model {
        global: [710_000, 710_000],
        global_key: "azure_ai/Llama-3.3-70B-Instruct",
        gpu: "Standard_NC48ads_A100_v4",
        ptu_min: 100,
        ptu_tpm: 8_450,
        ..m("Llama-3.3-70B-Instruct", DIRECT, Weights::Open)
    },
    Model {
        ..m(
            "Llama-4-Maverick-17B-128E-Instruct-FP8",
            DIRECT,
            Weights::Open,
        )
    },
    Model {
        global: [1_350_000, 5_400_000],
        global_key: "azure_ai/deepseek-r1",
        ptu_min: 100,
        ptu_tpm: 4_000,
        registry: "azureml-deepseek",
        ..m("DeepSeek-R1", DIRECT, Weights::NotStated)
    },
    Model {
        global: [580_000, 1_680_000],
        global_key: "azure_ai/deepseek-v3.2",
        ..m("DeepSeek-V3.2", DIRECT, Weights::NotStated)
    },
    Model {
        global: [500_000, 1_500_000],
        global_key: "azure_ai/mistral-large-3",
        ..m("Mistral-Large-3", DIRECT, Weights::NotStated)
    },
    Model {
        marketplace: true,
        global: [100_000, 300_000],
        global_key: "azure_ai/mistral-small-2503",
        ..m("mistral-small-2503", PARTNER, Weights::NotStated)
    },
    Model {
        global: [150_000, 600_000],
        global_key: "azure_ai/gpt-oss-120b",
        ptu_min: 80,
        ptu_tpm: 13_500,
        ..m("gpt-oss-120b", DIRECT, Weights::Open)
    },
    Model {
        deprecated: 2026_11_13,
        retires: 2027_05_15,
        global: [1_250_000, 10_000_000],
        global_key: "azure/global/gpt-5.1",
        zone: [1_380_000, 11_000_000],
        zone_key: "azure/us/gpt-5.1",
        ptu_min: 15,
        ptu_tpm: 4_750,
        next: Llm::Gpt54,
        ..m("gpt-5.1", OPENAI, Weights::Closed)
    },
    Model {
        deprecated: 2026_08_07,
        retires: 2027_02_06,
        global: [250_000, 2_000_000],
        global_key: "azure/gpt-5-mini",
        zone: [275_000, 2_200_000],
        zone_key: "azure/us/gpt-5-mini-2025-08-07",
        ptu_min: 15,
        ptu_tpm: 23_750,
        next: Llm::Gpt54Mini,
        ..m("gpt-5-mini", OPENAI, Weights::Closed)
    },
    Model {
        deprecated: 2026_09_05,
        retires: 2027_03_05,
        global: [2_500_000, 15_000_000],
        global_key: "azure/gpt-5.4",
        zone: [2_750_000, 16_500_000],
        zone_key: "azure/us/gpt-5.4",
        ptu_min: 15,
        ptu_tpm: 2_400,
        next: Llm::Gpt55,
        ..m("gpt-5.4", OPENAI, Weights::Closed)
    },
    Model {
        deprecated: 2026_09_18,
        retires: 2027_03_18,
        global: [750_000, 4_500_000],
        global_key: "azure/gpt-5.4-mini",
        ..m("gpt-5.4-mini", OPENAI, Weights::Closed)
    },
    Model {
        deprecated: 2026_10_24,
        retires: 2027_04_24,
        global: [5_000_000, 30_000_000],
        global_key: "azure/gpt-5.5",
        zone: [5_500_000, 33_000_000],
        zone_key: "azure/us/gpt-5.5",
        ..m("gpt-5.5", OPENAI, Weights::Closed)
    },
    Model {
        ..m("Cohere-command-a", DIRECT, Weights::NotStated)
    },
];

/// Models retired before the table was compiled: slug, retirement date, the model offered instead.
pub const RETIRED: [(&str, Day, Llm); 6] = [
    ("gpt-4o", 2026_10_01, Llm::Gpt51),
    ("gpt-4o-mini", 2026_10_01, Llm::Gpt5Mini),
    ("gpt-4.1", 2026_10_14, Llm::Gpt51),
    ("gpt-4.1-mini", 2026_10_14, Llm::Gpt5Mini),
    ("o3-mini", 2026_08_02, Llm::Gpt5Mini),
    ("o4-mini", 2026_10_16, Llm::Gpt5Mini),
];

impl Llm {
    pub fn model(self) -> &'static Model {
        &MODELS[self as usize]
    }

    /// The `model_id` a serverless endpoint or fine-tuning job names.
    pub fn model_id(self) -> String {
        let m = self.model();
        let r = if m.registry.is_empty() {
            "<registry>"
        } else {
            m.registry
        };
        format!("azureml://registries/{r}/models/{}", m.name)
    }
}

/// Where a model stands on a date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Current,
    /// No new deployments since this date.
    Deprecated(Day),
    Retired(Day),
}

pub fn lifecycle(l: Llm, today: Day) -> Stage {
    let m = l.model();
    if m.retires != 0 && today >= m.retires {
        Stage::Retired(m.retires)
    } else if m.deprecated != 0 && today >= m.deprecated {
        Stage::Deprecated(m.deprecated)
    } else {
        Stage::Current
    }
}

/// The lifecycle in words, for the page and the exports.
pub fn lifecycle_text(l: Llm, today: Day) -> String {
    let m = l.model();
    let retires = day_text(m.retires);
    match lifecycle(l, today) {
        Stage::Retired(_) => "retired on ".to_string() + &retires,
        Stage::Deprecated(d) => {
            "deprecated: no new deployments since ".to_string()
                + &day_text(d)
                + "; retires on "
                + &retires
        }
        Stage::Current if m.retires != 0 => {
            "current; deprecated from ".to_string()
                + &day_text(m.deprecated)
                + ", retires on "
                + &retires
        }
        Stage::Current => "current; no retirement date announced".into(),
    }
}

/// The model to advise on a date: `l`, or the first of its successors that has not retired.
pub fn current(l: Llm, today: Day) -> Llm {
    let mut l = l;
    for _ in 0..MODELS.len() {
        if !matches!(lifecycle(l, today), Stage::Retired(_)) {
            break;
        }
        l = l.model().next;
    }
    l
}

impl Weights {
    pub fn label(self) -> &'static str {
        match self {
            Weights::Open => "open weights",
            Weights::Closed => "closed weights",
            Weights::NotStated => "weights not offered on managed compute",
        }
    }
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

/// Thousands of tokens as millions: "100", "2.5", "0.125".
pub fn millions(k: u32) -> String {
    short(f64::from(k) / 1000.0, 3)
}

/// Micro-dollars as "$0.125", "$10.00": two decimals unless the price has more.
pub fn usd_micro(micro: u64) -> String {
    let usd = micro as f64 / 1e6;
    "$".to_string()
        + &if micro % 10_000 == 0 {
            fixed(usd, 2)
        } else {
            short(usd, 6)
        }
}

/// Token presets for the usage fields: requests a day × tokens per request, a month of 30 days
/// (`tests` checks each figure): (millions in, what they mean, millions out, what they mean).
pub const PRESETS: [(&str, &str, &str, &str); 4] = [
    (
        "60",
        "1,000 requests a day × 2,000 tokens",
        "15",
        "1,000 requests a day × 500 tokens",
    ),
    (
        "600",
        "10,000 requests a day × 2,000 tokens",
        "150",
        "10,000 requests a day × 500 tokens",
    ),
    (
        "3000",
        "100,000 requests a day × 1,000 tokens",
        "750",
        "100,000 requests a day × 250 tokens",
    ),
    (
        "30000",
        "1,000,000 requests a day × 1,000 tokens",
        "7500",
        "1,000,000 requests a day × 250 tokens",
    ),
];

/// The presets in words, under the token fields.
pub const PRESETS_HINT: &str = "Millions of tokens a month (30 days); each field lists presets: requests a day × tokens per request.";

/// Default usage: the first preset.
pub const DEFAULT_IN_K: u32 = 60_000;
pub const DEFAULT_OUT_K: u32 = 15_000;

/// The deployment types a standard deployment is priced at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deployment {
    GlobalStandard,
    DataZoneStandard,
}

impl Deployment {
    pub fn label(self) -> &'static str {
        match self {
            Deployment::GlobalStandard => "Global Standard",
            Deployment::DataZoneStandard => "Data Zone Standard",
        }
    }
}

/// One priced line of token cost: what a bill would show.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenLine {
    pub label: &'static str,
    pub working: String,
    /// Micro-dollars a month.
    pub micro: u64,
}

/// The token cost of a month at one deployment type, or `None` when the data has no price.
pub fn token_lines(l: Llm, d: Deployment, in_k: u32, out_k: u32) -> Option<Vec<TokenLine>> {
    let m = l.model();
    let (p, key) = match d {
        Deployment::GlobalStandard => (m.global, m.global_key),
        Deployment::DataZoneStandard => (m.zone, m.zone_key),
    };
    if p[0] == 0 || p[1] == 0 {
        return None;
    }
    let line = |label, k: u32, price: u32| TokenLine {
        label,
        working: format!(
            "{} M tokens × {} per 1M ({}, {}; litellm {key}, prices of {PRICE_DATE})",
            millions(k),
            usd_micro(u64::from(price)),
            m.name,
            d.label()
        ),
        micro: u64::from(k) * u64::from(price) / 1000,
    };
    Some(vec![
        line("Input tokens", in_k, p[0]),
        line("Output tokens", out_k, p[1]),
    ])
}

/// Micro-dollars a month of a whole token bill.
pub fn token_micro(l: Llm, in_k: u32, out_k: u32) -> Option<u64> {
    token_lines(l, Deployment::GlobalStandard, in_k, out_k).map(|v| v.iter().map(|t| t.micro).sum())
}

/// The break-even of per-token billing against dedicated GPUs costing `gpu_micro` a month, at the
/// person's input:output mix: (thousands of tokens a month, tokens a second around the clock).
/// `None` without a token price or tokens.
pub fn break_even(l: Llm, in_k: u32, out_k: u32, gpu_micro: u64) -> Option<(u64, u64)> {
    let now = token_micro(l, in_k, out_k)?;
    let total = u64::from(in_k) + u64::from(out_k);
    if now == 0 || total == 0 {
        return None;
    }
    let k = (gpu_micro as f64 * total as f64 / now as f64) as u64;
    // A month is 730 h = 2,628,000 s.
    Some((k, k.saturating_mul(1000) / 2_628_000))
}

/// Thousands of tokens a month at a sustained rate (tokens a second, around the clock).
pub fn monthly_k_at(rate: u16) -> u64 {
    u64::from(rate) * 2_628_000 / 1000
}

/// Thousands of tokens in words: "7.6 billion", "120 million".
pub fn volume_words(k: u64) -> String {
    if k >= 1_000_000 {
        short(k as f64 / 1e6, 1) + " billion"
    } else {
        short(k as f64 / 1e3, 0) + " million"
    }
}

/// Provisioned throughput: the PTUs the person's volume needs at an even rate (converted input
/// tokens a minute per PTU, with output counted 4× as the reference's ratio for most models), and
/// their monthly price at the reference's $1.00 per PTU-hour (Global; medium confidence).
pub fn ptu(l: Llm, in_k: u32, out_k: u32) -> Option<(u32, u64)> {
    let m = l.model();
    if m.ptu_tpm == 0 {
        return None;
    }
    // Tokens a minute over a month of 43,800 minutes.
    let tpm = (u64::from(in_k) + 4 * u64::from(out_k)) * 1000 / 43_800;
    let need = tpm.div_ceil(u64::from(m.ptu_tpm)).max(u64::from(m.ptu_min));
    let need = u32::try_from(need).unwrap_or(u32::MAX);
    Some((need, u64::from(need) * 730 * 1_000_000))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_in_enum_order_and_slugs_lower_case_names() {
        for (i, l) in Llm::ALL.iter().enumerate() {
            assert_eq!(*l as usize, i);
            assert_eq!(l.slug(), l.model().name.to_ascii_lowercase());
        }
    }

    #[test]
    fn dates_and_numbers() {
        assert_eq!(day_text(2027_02_06), "2027-02-06");
        assert_eq!(day_from_unix_days(0), 1970_01_01);
        assert_eq!(day_from_unix_days(20_781), 2026_11_24);
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
    }

    #[test]
    fn presets_say_what_they_mean() {
        // "N requests a day × T tokens" is N × T × 30 tokens a month.
        let read = |words: &str| -> u64 {
            let n: Vec<u64> = words
                .split(|c: char| !c.is_ascii_digit() && c != ',')
                .filter(|w| !w.is_empty() && *w != ",")
                .map(|w| w.replace(',', "").parse().unwrap())
                .collect();
            n[0] * n[1] * 30
        };
        for (tin, win, tout, wout) in PRESETS {
            assert_eq!(u64::from(parse_millions(tin).unwrap()) * 1000, read(win));
            assert_eq!(u64::from(parse_millions(tout).unwrap()) * 1000, read(wout));
        }
        assert_eq!(PRESETS[0].0, millions(DEFAULT_IN_K));
        assert_eq!(PRESETS[0].2, millions(DEFAULT_OUT_K));
    }

    #[test]
    fn phi4_100m_in_20m_out_costs_what_the_data_gives() {
        // 100 × $0.125 + 20 × $0.50 = $22.50.
        assert_eq!(token_micro(Llm::Phi4, 100_000, 20_000), Some(22_500_000));
    }

    #[test]
    fn break_even_matches_the_reference_example() {
        // Llama-3.3-70B at $0.71 both ways against one NC48ads_A100_v4 ($5,362.58 a month):
        // 7.55 billion tokens, about 2,870 tokens a second.
        let (k, rate) = break_even(Llm::Llama3370bInstruct, 1_000, 1_000, 5_362_580_000).unwrap();
        assert_eq!(k / 10_000, 755);
        assert_eq!(rate / 10, 287);
    }

    #[test]
    fn retired_models_move_to_a_current_one() {
        for l in Llm::ALL {
            for d in [COMPILED, 2027_03_01, 2027_06_01, 2030_01_01] {
                let c = current(*l, d);
                assert!(!matches!(lifecycle(c, d), Stage::Retired(_)), "{l:?} {d}");
            }
        }
        assert_eq!(current(Llm::Gpt5Mini, 2027_02_06), Llm::Gpt54Mini);
        assert_eq!(current(Llm::Gpt5Mini, COMPILED), Llm::Gpt5Mini);
    }
}
