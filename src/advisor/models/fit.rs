//! Does a model's open weights fit a GPU size, and which size is the smallest they fit on?
//!
//! The reference's method (`shared/reference/foundation-models.md` §13): KAITO's node estimator
//! (kaito-project/kaito `pkg/workspace/estimator/nodesestimator/estimator.go`, snapshot 056b8280,
//! 2026-08-21), which sizes vLLM workspaces:
//! - weights = on-disk safetensor size × 1.02 (expansion once loaded by vLLM);
//! - usable memory per GPU = GPU memory × 0.84 (vLLM `--gpu-memory-utilization`);
//! - reserve per GPU = 2.3 GiB + the KV cache of the tokens held ÷ the size's GPUs;
//! - room for weights per GPU = (usable − reserve) ÷ 1.05;
//! - GPUs needed = int(weights ÷ room) + 1, which must be at most the size's GPUs (one node).
//!
//! The models' geometry (safetensors, KV bytes a token) is the §13 table's, from Hugging Face
//! `config.json` as copied into KAITO's catalog (2026-08-17); the GPU memory of a size is KAITO's
//! list (`pkg/sku/azure_sku_handler.go`). A model the table does not give is not checked, never
//! guessed; an open model from Hugging Face is sized by its parameters at 2 bytes each
//! (BF16/FP16), with its KV cache not checked.
//!
//! Pure: the prices read are the compiled table's; the words carry the arithmetic.

#![allow(clippy::inconsistent_digit_grouping)] // hundredths of a GiB are written 131_42

use crate::advisor::facts::num::count;
use crate::advisor::facts::num::grouped;
use crate::advisor::facts::prices::{self, VmSize};
use crate::advisor::facts::traffic::Traffic;
use crate::advisor::models::Llm;

/// Expansion of the weights once loaded by vLLM (KAITO: "~2%").
pub const EXPANSION: f64 = 1.02;
/// Share of a GPU's memory vLLM uses (`--gpu-memory-utilization`; 0.82 on A10, which no size
/// here has).
pub const UTILIZATION: f64 = 0.84;
/// Fixed reserve per GPU, GiB: CUDA context and NCCL buffers (~0.6) plus activations and CUDA
/// graphs (~1.7).
pub const BASE_RESERVE_GIB: f64 = 2.3;
/// Overhead that scales with the weights' share of a GPU.
pub const OVERHEAD: f64 = 0.05;
/// KAITO's default `max-model-len`.
pub const DEFAULT_CONTEXT: u32 = 2_048;
/// Requests one instance serves at once: the `max_concurrent_requests_per_instance` the create
/// commands set (Microsoft's example; the platform default is 1).
pub const CONCURRENCY: u32 = 8;

const GIB: f64 = 1_073_741_824.0;

/// A model's geometry, as the reference's §13 table gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// The Hugging Face repository.
    pub repo: &'static str,
    /// The catalog model it is (its `Model::name`), or "" where the catalog has none current.
    pub model: &'static str,
    /// Safetensors on disk, hundredths of a GiB.
    pub centi_gib: u32,
    /// KV cache bytes a token (FP16).
    pub kv_bytes: u32,
    /// The model's context, tokens.
    pub context: u32,
}

/// The §13 table (Hugging Face `config.json` as copied into KAITO's `model_catalog.yaml`
/// @ 6a5be2e4, 2026-08-17).
pub const GEOMETRY: [Geometry; 10] = [
    g(
        "meta-llama/Llama-3.1-8B-Instruct",
        "",
        14_96,
        131_072,
        131_072,
    ),
    g("microsoft/phi-4", "Phi-4", 27_31, 204_800, 16_384),
    g(
        "microsoft/Phi-4-mini-instruct",
        "Phi-4-mini-instruct",
        7_15,
        131_072,
        131_072,
    ),
    g("openai/gpt-oss-20b", "gpt-oss-20b", 25_63, 49_152, 131_072),
    g(
        "openai/gpt-oss-120b",
        "gpt-oss-120b",
        121_54,
        73_728,
        131_072,
    ),
    g(
        "meta-llama/Llama-3.3-70B-Instruct",
        "Llama-3.3-70B-Instruct",
        131_42,
        327_680,
        131_072,
    ),
    g(
        "deepseek-ai/DeepSeek-V3.2",
        "DeepSeek-V3.2",
        642_14,
        70_272,
        163_840,
    ),
    // The catalog's DeepSeek-V4-Flash is not said to be this dated checkpoint: not mapped.
    g(
        "deepseek-ai/DeepSeek-V4-Flash-0731",
        "",
        155_43,
        88_064,
        1_048_576,
    ),
    g(
        "deepseek-ai/DeepSeek-V4-Pro",
        "DeepSeek-V4-Pro",
        805_34,
        124_928,
        1_048_576,
    ),
    g(
        "mistralai/Mistral-Large-3-675B-Instruct-2512",
        "Mistral-Large-3",
        634_70,
        70_272,
        294_912,
    ),
];

const fn g(
    repo: &'static str,
    model: &'static str,
    centi_gib: u32,
    kv_bytes: u32,
    context: u32,
) -> Geometry {
    Geometry {
        repo,
        model,
        centi_gib,
        kv_bytes,
        context,
    }
}

/// KAITO's GPU memory per size (`pkg/sku/azure_sku_handler.go`): the size, its GPUs and their
/// memory in all, GiB. Only these sizes are checked or picked.
pub const GPU_MEMORY: [(&str, u8, u16); 8] = [
    ("Standard_NC24ads_A100_v4", 1, 80),
    ("Standard_NC48ads_A100_v4", 2, 160),
    ("Standard_NC96ads_A100_v4", 4, 320),
    ("Standard_NC40ads_H100_v5", 1, 94),
    ("Standard_NC80adis_H100_v5", 2, 188),
    ("Standard_ND96amsr_A100_v4", 8, 640),
    ("Standard_ND96isr_H100_v5", 8, 640),
    ("Standard_ND96isr_H200_v5", 8, 1_128),
];

/// A size's GPUs and their memory in all (GiB), where KAITO's list gives it.
pub fn gpu_memory(size: &str) -> Option<(u8, u16)> {
    GPU_MEMORY
        .iter()
        .find(|(n, _, _)| n.eq_ignore_ascii_case(size))
        .map(|&(_, g, m)| (g, m))
}

/// The geometry of a catalog model, where the §13 table gives it.
pub fn geometry(l: Llm) -> Option<&'static Geometry> {
    let name = l.model().name;
    GEOMETRY
        .iter()
        .find(|g| !g.model.is_empty() && g.model == name)
}

/// What the weights are known from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum From {
    /// The §13 table.
    Table(&'static Geometry),
    /// Parameters, tenths of a billion, at 2 bytes each (BF16/FP16); no geometry, so no KV.
    Params(u32),
}

/// What serving needs: the weights loaded, and the KV cache of the tokens held at once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Need {
    pub from: From,
    /// Tokens the KV cache holds at once (all concurrent sequences).
    pub tokens: u32,
}

impl Need {
    /// A catalog model's need, where the table gives its geometry.
    pub fn model(l: Llm, tokens: u32) -> Option<Need> {
        geometry(l).map(|g| Need {
            from: From::Table(g),
            tokens,
        })
    }

    /// What serving the model asks of a GPU: an open model from Hugging Face by the
    /// parameters given (`params`, tenths of a billion), a catalog model by its geometry.
    pub fn serving(l: Llm, params: u32, tokens: u32) -> Option<Need> {
        if l.is_hf() {
            Some(Need::params(params))
        } else {
            Need::model(l, tokens)
        }
    }

    /// An open model known by its parameters (tenths of a billion).
    pub fn params(tenths: u32) -> Need {
        Need {
            from: From::Params(tenths),
            tokens: 0,
        }
    }

    /// Weights on disk, GiB.
    pub fn disk_gib(&self) -> f64 {
        match self.from {
            From::Table(g) => f64::from(g.centi_gib) / 100.0,
            From::Params(t) => f64::from(t) * 1e8 * 2.0 / GIB,
        }
    }

    /// Weights loaded, GiB (× 1.02).
    pub fn weights_gib(&self) -> f64 {
        self.disk_gib() * EXPANSION
    }

    /// The KV cache of the tokens held, GiB (0 where the geometry is unknown).
    pub fn kv_gib(&self) -> f64 {
        match self.from {
            From::Table(g) => f64::from(g.kv_bytes) * f64::from(self.tokens) / GIB,
            From::Params(_) => 0.0,
        }
    }

    /// Whether the KV cache is counted.
    pub fn kv_known(&self) -> bool {
        matches!(self.from, From::Table(_))
    }
}

/// One size checked by the method.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    pub size: &'static str,
    pub gpus: u8,
    /// Memory per GPU, GiB.
    pub gpu_gib: f64,
    pub reserve_gib: f64,
    pub room_gib: f64,
    /// GPUs the weights need.
    pub needed: u32,
}

impl Check {
    pub fn fits(&self) -> bool {
        self.needed <= u32::from(self.gpus)
    }

    /// "Standard_NC48ads_A100_v4 (2 × 80 GiB): room (80 × 0.84 − 2.61) ÷ 1.05 = 61.51 GiB a
    /// GPU, so 134.05 GiB need 3 GPUs: does not fit".
    pub fn words(&self, need: &Need) -> String {
        format!(
            "{} ({} × {} GiB): room ({} × 0.84 − {}) ÷ 1.05 = {} GiB a GPU, so {} GiB need {}: {}",
            self.size,
            self.gpus,
            grouped(self.gpu_gib, 1),
            grouped(self.gpu_gib, 1),
            grouped(self.reserve_gib, 2),
            grouped(self.room_gib, 2),
            grouped(need.weights_gib(), 2),
            count(self.needed, "GPU"),
            if self.fits() {
                "fits"
            } else if self.needed > 8 {
                "fits no single machine of 8 GPUs"
            } else {
                "does not fit"
            }
        )
    }
}

/// GPU memory of the T4 (16 GB a GPU, per Hugging Face's "Azure AI supported hardware" page,
/// reference §2.7), the GPU of the default size for a single small GPU, which KAITO's list
/// leaves out.
const T4_GIB: u16 = 16;

/// [`check`] on KAITO's list, or on a size of T4 GPUs by the reference's figure: what serving a
/// model of your own is checked with, since its default size is a T4.
pub fn check_with_t4(need: &Need, size: &str) -> Option<Check> {
    check(need, size).or_else(|| {
        let v = prices::size(size).filter(|v| v.gpu_model == "T4" && v.gpus > 0)?;
        Some(check_on(need, v.name, v.gpus, u16::from(v.gpus) * T4_GIB))
    })
}

/// Checks `need` on `size` by the method; `None` where KAITO's list has no GPU memory for it.
pub fn check(need: &Need, size: &str) -> Option<Check> {
    let (name, gpus, total) = *GPU_MEMORY
        .iter()
        .find(|(n, _, _)| n.eq_ignore_ascii_case(size))?;
    Some(check_on(need, name, gpus, total))
}

/// The method on `gpus` GPUs of `total` GiB in all.
fn check_on(need: &Need, name: &'static str, gpus: u8, total: u16) -> Check {
    let gpu_gib = f64::from(total) / f64::from(gpus);
    let reserve_gib = BASE_RESERVE_GIB + need.kv_gib() / f64::from(gpus);
    let room_gib = (gpu_gib * UTILIZATION - reserve_gib) / (1.0 + OVERHEAD);
    let needed = if room_gib <= 0.0 {
        u32::MAX
    } else {
        (need.weights_gib() / room_gib) as u32 + 1
    };
    Check {
        size: name,
        gpus,
        gpu_gib,
        reserve_gib,
        room_gib,
        needed,
    }
}

/// The largest open model, in tenths of a billion parameters at 2 bytes each, whose weights fit
/// on `size` by the method (its KV cache not counted); `None` where neither KAITO's list nor the
/// T4's figure gives the size's GPU memory, or its reserve leaves no room.
pub fn largest_params(size: &str) -> Option<u32> {
    let room = check_with_t4(&Need::params(0), size)?;
    if room.room_gib <= 0.0 {
        return None;
    }
    // Weights of `t` tenths fit while they are under the room of all the GPUs.
    let bytes_each = 2.0 * 1e8 * EXPANSION / GIB;
    let mut t = (f64::from(room.gpus) * room.room_gib / bytes_each) as u32;
    while t > 0 && !check_with_t4(&Need::params(t), size).is_some_and(|c| c.fits()) {
        t -= 1;
    }
    (t > 0).then_some(t)
}

/// Whether a size may be picked in `region`: in the price data and priced there, current (no
/// retirement or end of life announced), and, for a managed online endpoint, on its SKU list.
fn pickable(v: &VmSize, region: usize, endpoint: bool) -> Option<u32> {
    if prices::retirement(v.name).is_some()
        || prices::end_of_life(v.name).is_some()
        || (endpoint && prices::endpoint_sku(v.name).is_none())
    {
        return None;
    }
    v.rate(region).map(|r| r.payg)
}

/// The smallest size the weights fit on: among the sizes whose GPU memory KAITO's list gives,
/// those that fit by the method, are current and priced in `region` (on the managed online
/// endpoint SKU list where `endpoint`), the lowest pay-as-you-go price, then the fewest GPUs.
/// `None` where none does. Also what the Kubernetes path uses for a catalog model's GPU size.
pub fn smallest_fitting(need: &Need, region: usize, endpoint: bool) -> Option<&'static VmSize> {
    fitting(need, region, endpoint)
        .min_by_key(|(v, p)| (*p, v.gpus))
        .map(|(v, _)| v)
}

/// The sizes that fit and may be picked, with their hourly price in micro-dollars.
fn fitting(
    need: &Need,
    region: usize,
    endpoint: bool,
) -> impl Iterator<Item = (&'static VmSize, u32)> + '_ {
    GPU_MEMORY.iter().filter_map(move |(n, _, _)| {
        let v = prices::size(n)?;
        let p = pickable(v, region, endpoint)?;
        check(need, n)?.fits().then_some((v, p))
    })
}

/// The smallest size the weights of a catalog model fit on for a managed online endpoint in
/// `region`, serving `traffic` ([`tokens_held`]); `None` where the table has no geometry for it or
/// no size priced there fits.
pub fn smallest_for(
    l: Llm,
    params: u32,
    traffic: &Traffic,
    region: usize,
) -> Option<&'static VmSize> {
    smallest_fitting(
        &Need::serving(l, params, tokens_held(traffic))?,
        region,
        true,
    )
}

/// Whether the weights fit any single size of KAITO's list that the price data holds (in any
/// region): `None` where the geometry is unknown.
pub fn fits_anywhere(l: Llm, params: u32) -> Option<bool> {
    let need = Need::serving(l, params, CONCURRENCY * DEFAULT_CONTEXT)?;
    Some(
        GPU_MEMORY.iter().any(|(n, _, _)| {
            prices::size(n).is_some() && check(&need, n).is_some_and(|c| c.fits())
        }),
    )
}

/// Why a size given for serving a catalog model's open weights cannot be used, or `None`: a size
/// without GPUs, or one the weights do not fit on by the method.
pub fn refused(l: Llm, params: u32, traffic: &Traffic, vm: &VmSize) -> Option<String> {
    let m = l.model();
    if m.weights != crate::advisor::models::Weights::Open {
        return None;
    }
    if vm.gpus == 0 {
        return Some(format!(
            "{} has no GPU, and the weights of {} are served on GPUs; using the suggested GPU size instead.",
            vm.name, m.name
        ));
    }
    let need = Need::serving(l, params, tokens_held(traffic))?;
    let c = check(&need, vm.name)?;
    (!c.fits()).then(|| {
        format!(
            "The weights of {} do not fit {} by KAITO's node estimator: {}; using the smallest size they fit on instead.",
            m.name,
            vm.name,
            c.words(&need)
        )
    })
}

/// Tokens the KV cache holds at once: [`CONCURRENCY`] requests of the traffic's tokens in and
/// out, each at least KAITO's 2,048-token context; 2,048 × 8 where the traffic gives monthly
/// volumes only.
pub fn tokens_held(t: &Traffic) -> u32 {
    let context = if t.monthly.is_some() {
        DEFAULT_CONTEXT
    } else {
        t.tokens_in
            .saturating_add(t.tokens_out)
            .max(DEFAULT_CONTEXT)
    };
    context.saturating_mul(CONCURRENCY)
}

/// The fit in words, for the assumptions under managed compute's price: the method, what was
/// assumed, the size priced and its arithmetic, and each other size with known GPU memory that
/// the weights do not fit on, with its arithmetic. `vm` is the size priced.
pub fn words(need: &Need, name: &str, vm: &VmSize) -> Vec<String> {
    let mut out = Vec::new();
    let weights = match need.from {
        From::Table(g) => format!(
            "the weights of {name} are {} GiB on disk ({}), {} GiB once loaded (× 1.02)",
            grouped(need.disk_gib(), 2),
            g.repo,
            grouped(need.weights_gib(), 2)
        ),
        From::Params(t) => format!(
            "the weights of {name} are assumed to be {} billion parameters × 2 bytes (BF16/FP16) = {} GiB, {} GiB once loaded (× 1.02)",
            grouped(f64::from(t) / 10.0, 1),
            grouped(need.disk_gib(), 2),
            grouped(need.weights_gib(), 2)
        ),
    };
    let kv = match need.from {
        From::Table(g) => format!(
            "each GPU keeps 2.3 GiB plus its share of the KV cache for {} tokens at once ({} requests at a time, the deployment's max_concurrent_requests_per_instance, each of the traffic's tokens in and out, at least 2,048) × {} bytes a token = {} GiB",
            grouped(f64::from(need.tokens), 0),
            CONCURRENCY,
            grouped(f64::from(g.kv_bytes), 0),
            grouped(need.kv_gib(), 2)
        ),
        From::Params(_) => "each GPU keeps 2.3 GiB; the KV cache is not checked (the model's layers and heads are unknown), so long contexts or many requests at once need more room than this".to_string(),
    };
    out.push(format!(
        "Does it fit? By KAITO's node estimator, a published method for sizing vLLM serving (KAITO, the Kubernetes AI Toolchain Operator, is an open-source Azure project: github.com/kaito-project/kaito): {weights}; a GPU's usable memory is 84% of it; {kv}; the room for weights is what is left ÷ 1.05, and the GPUs needed are int(weights ÷ room) + 1. Microsoft's own list for the model (the model card's inference_compute_allow_list) decides; this is an estimate from published figures."
    ));
    match check(need, vm.name) {
        Some(c) => out.push(format!("Priced on {}.", c.words(need))),
        None => out.push(format!(
            "{} is not checked: KAITO's list gives no GPU memory for it.",
            vm.name
        )),
    }
    let others: Vec<String> = GPU_MEMORY
        .iter()
        .filter(|(n, _, _)| *n != vm.name)
        .filter_map(|(n, _, _)| check(need, n))
        .filter(|c| !c.fits())
        .map(|c| c.words(need))
        .collect();
    if !others.is_empty() {
        out.push(format!(
            "Sizes the weights do not fit on: {}.",
            others.join("; ")
        ));
    }
    out
}

/// Billions of parameters as a link writes them ("70", "0.5", "1.5"), in tenths of a billion;
/// `None` for anything else. Written by hand: the standard float parser would cost the page
/// about 14 KB.
pub fn parse_tenths(v: &str) -> Option<u32> {
    let (whole, frac) = v.trim().split_once('.').unwrap_or((v.trim(), ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && frac.is_empty() || !all_digits(whole) || !all_digits(frac) {
        return None;
    }
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let tenth = frac.bytes().next().map_or(0, |b| u32::from(b - b'0'));
    whole.checked_mul(10)?.checked_add(tenth)
}

/// Where an open model known only by its parameters (tenths of a billion) would fit, in words:
/// the weights at 2 bytes a parameter (an assumption, said), and the smallest size with known GPU
/// memory priced in `region` that holds them with the fixed reserve, its KV cache not checked.
pub fn params_words(tenths: u32, region: usize) -> String {
    sized_words("An open model", tenths, region)
}

/// [`params_words`] of a model named as `subject` ("Your model").
pub fn sized_words(subject: &str, tenths: u32, region: usize) -> String {
    let need = Need::params(tenths);
    let place = prices::regions()
        .get(region)
        .map_or("the region", |r| prices::region_label(r));
    let fits = match smallest_fitting(&need, region, true) {
        Some(v) => format!(
            "the smallest size it fits on priced in {place} is {} ({}, {}/h pay-as-you-go)",
            v.name,
            v.describe(),
            crate::advisor::facts::num::usd(v.rate(region).map_or(0.0, |r| r.payg_usd()), 3)
        ),
        None => format!("no size with known GPU memory priced in {place} holds it on one machine"),
    };
    format!(
        "{} (its layers and heads are unknown), {fits}.",
        weights_words(subject, tenths)
    )
}

/// A model known by its parameters, in words up to its fit: "Your model of 13 billion
/// parameters, assumed at 2 bytes each (BF16/FP16): … GiB of weights, … GiB loaded; by KAITO's
/// node estimator, keeping 2.3 GiB on each GPU and with its KV cache not checked".
pub fn weights_words(subject: &str, tenths: u32) -> String {
    let need = Need::params(tenths);
    format!(
        "{subject} of {} billion parameters, assumed at 2 bytes each (BF16/FP16): {} GiB of weights, {} GiB loaded; by KAITO's node estimator, keeping 2.3 GiB on each GPU and with its KV cache not checked",
        grouped(f64::from(tenths) / 10.0, 1),
        grouped(need.disk_gib(), 2),
        grouped(need.weights_gib(), 2),
    )
}

/// Why a catalog model's fit is not checked, where the table has no geometry for it.
pub fn unchecked_words(name: &str, vm: &VmSize) -> String {
    format!(
        "Whether the weights of {name} fit {} is not checked: the sources read give no size or layer geometry for them, and none is guessed; check the model card's inference_compute_allow_list.",
        vm.name
    )
}

/// The reference's instances for high availability, as what it is.
pub const HA_INSTANCES: u16 = 3;

/// Instances the volume needs at `rate` tokens a second per instance, around the clock at the
/// traffic's peak: peak tokens a second (in and out) ÷ rate, rounded up; `None` where no rate.
pub fn instances_for(t: &Traffic, rate: u32) -> Option<u32> {
    if rate == 0 {
        return None;
    }
    let (tin, tout) = t.peak_tpm();
    let per_second = (tin + tout) / 60.0;
    Some(((per_second / f64::from(rate)).ceil() as u32).max(1))
}

/// The instances a catalog model's managed compute is priced with where none were given: with a
/// measured rate, what the traffic's peak needs at it, at least the high-availability minimum and
/// at most the 100 a link may carry; without one, the high-availability minimum (said as such:
/// the volume is not sized).
pub fn default_instances(t: &Traffic, tps: u16) -> u16 {
    match instances_for(t, u32::from(tps)) {
        Some(n) => n.clamp(u32::from(HA_INSTANCES), 100) as u16,
        None => HA_INSTANCES,
    }
}

/// One published throughput figure (§12): where, on what, and under which conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    /// "single stream", "latency-bounded", "offline ceiling".
    pub kind: &'static str,
    pub tokens_per_second: u32,
    pub conditions: &'static str,
}

/// The figures of §12 for a catalog model, and the sizes whose GPUs they were measured on (the
/// only sizes they may speak for): Llama-3.3-70B on H100 SXM 80 GB (ND96isr_H100_v5's GPUs;
/// their SXM form is unverified in Microsoft's text).
pub struct Band {
    pub model: &'static str,
    pub sizes: &'static [&'static str],
    pub gpu: &'static str,
    pub figures: [Figure; 3],
}

/// The band of §12 (Llama 3.1 8B is retired from the catalog; gpt-oss has no H100 figure).
pub const BANDS: [Band; 1] = [Band {
    model: "Llama-3.3-70B-Instruct",
    sizes: &["Standard_ND96isr_H100_v5"],
    gpu: "H100 80 GB (SXM)",
    figures: [
        Figure {
            kind: "single stream",
            tokens_per_second: 52,
            conditions: "NVIDIA NIM 1.8.0 benchmark, 2 × H100 80 GB (variant unverified), FP8 weights, tensor parallel 2, 5,000 tokens in and 500 out, 1 request at a time: 51.67 tokens a second (page date unverified)",
        },
        Figure {
            kind: "latency-bounded",
            tokens_per_second: 814,
            conditions: "the same benchmark at 50 requests at a time: 814 tokens a second, first token in 835 ms",
        },
        Figure {
            kind: "offline ceiling",
            tokens_per_second: 4_205,
            conditions: "TensorRT-LLM performance overview (v1.0 era), H100 SXM 80 GB, FP8, tensor parallel 2, 1,000 tokens in and 1,000 out, unlimited request rate: 4,205 tokens a second in all",
        },
    ],
}];

/// The band for a catalog model, where §12 has one.
pub fn band(l: Llm) -> Option<&'static Band> {
    let name = l.model().name;
    BANDS.iter().find(|b| b.model == name)
}

/// The band beside the break-even, in words: the figures with their conditions, and whether
/// they may speak for the size priced (§12 "What it may not derive").
pub fn band_words(l: Llm, vm: &VmSize) -> String {
    let Some(b) = band(l) else {
        return format!(
            "Throughput: no figure published for {} on a comparable GPU was found, so the tokens a second {} serves are unknown: measure yours and enter it as “Measured tokens a second per instance” (tps= in the link).",
            l.model().name,
            vm.name
        );
    };
    let figures: Vec<String> = b
        .figures
        .iter()
        .map(|f| {
            format!(
                "{} about {} tokens a second ({})",
                f.kind,
                grouped(f64::from(f.tokens_per_second), 0),
                f.conditions
            )
        })
        .collect();
    let comparable = b.sizes.iter().any(|s| s.eq_ignore_ascii_case(vm.name));
    format!(
        "Throughput published for {} on {} (published, not measured on Azure; read 2026-11-26): {}. {}",
        b.model,
        b.gpu,
        figures.join("; "),
        if comparable {
            format!("{} has these GPUs, but the figures are for FP8 weights and the weights here are BF16, and a latency-bounded capacity cannot be read from an offline one: a band to judge the break-even by, not the capacity of this deployment; measure yours and enter it as “Measured tokens a second per instance” (tps= in the link).", vm.name)
        } else {
            format!("{} has other GPUs ({}), for which these figures may not be used: its tokens a second are unknown; measure yours and enter it as “Measured tokens a second per instance” (tps= in the link).", vm.name, if vm.gpu_model.is_empty() { "none" } else { vm.gpu_model })
        }
    )
}

/// The break-even against the band (§14's method): where the tokens a second each instance
/// would have to serve for managed compute to cost as much as per-token billing are above even
/// the published offline ceiling for the model, say so plainly; `None` where no band exists or
/// the figure is within it.
pub fn beyond_band_words(l: Llm, per_instance: u64) -> Option<String> {
    let b = band(l)?;
    let ceiling = b.figures.iter().map(|f| f.tokens_per_second).max()?;
    (per_instance > u64::from(ceiling)).then(|| {
        format!(
            " Each instance would have to serve about {} tokens a second, more than even the highest figure published for {} ({} tokens a second, an offline ceiling on {}, FP8; published, not measured on Azure): the break-even is likely beyond what the size can serve, and per-token billing cheaper at any volume it serves.",
            grouped(per_instance as f64, 0),
            b.model,
            grouped(f64::from(ceiling), 0),
            b.gpu
        )
    })
}

/// The instance count in words: how many the price assumes and why, and, where a measured rate
/// says so, that the count cannot serve the traffic's peak.
pub fn instances_words(t: &Traffic, tps: u16, instances: u16) -> String {
    let given = instances != default_instances(t, tps);
    let ha = format!(
        "Microsoft recommends at least {HA_INSTANCES} instances for high availability in production (the managed online deployment YAML reference): a minimum for resilience, not a measure of capacity"
    );
    match instances_for(t, u32::from(tps)) {
        Some(n) => format!(
            "{}: the traffic's peak, {} tokens a second in and out, at your measured {} tokens a second per instance needs {}{}. {ha}.",
            if given {
                format!("{} as you gave them", count(instances, "instance"))
            } else {
                format!("{} priced", count(instances, "instance"))
            },
            grouped((t.peak_tpm().0 + t.peak_tpm().1) / 60.0, 1),
            grouped(f64::from(tps), 0),
            count(n, "instance"),
            if n > u32::from(instances) {
                format!(
                    ", more than the {} priced: beyond what they can serve at the peak",
                    count(instances, "instance")
                )
            } else {
                String::new()
            },
        ),
        None => format!(
            "{}: without a measured rate (“Measured tokens a second per instance”, tps= in the link) the tokens a second an instance serves are unknown, so the count is not sized for the volume. {ha}.",
            if given {
                format!("{} as you gave them", count(instances, "instance"))
            } else {
                format!("{} priced, the high-availability minimum", count(instances, "instance"))
            }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mapped_model_is_in_the_catalog_with_its_disk_size() {
        for g in GEOMETRY.iter().filter(|g| !g.model.is_empty()) {
            let l = Llm::ALL
                .iter()
                .copied()
                .find(|l| l.model().name == g.model)
                .unwrap_or_else(|| panic!("{}", g.model));
            let m = l.model();
            assert_eq!(
                u32::from(m.disk_gib),
                (g.centi_gib + 50) / 100,
                "{}",
                g.model
            );
            assert_eq!(geometry(l), Some(g));
        }
    }

    #[test]
    fn gpu_counts_agree_with_the_price_data() {
        for (n, gpus, _) in GPU_MEMORY {
            if let Some(v) = prices::size(n) {
                assert_eq!(v.gpus, gpus, "{n}");
            }
        }
    }

    #[test]
    fn parameters_as_a_link_writes_them() {
        assert_eq!(parse_tenths("70"), Some(700));
        assert_eq!(parse_tenths("0.1"), Some(1));
        assert_eq!(parse_tenths(".5"), Some(5));
        assert_eq!(parse_tenths("1.25"), Some(12));
        assert_eq!(parse_tenths("2000"), Some(20_000));
        for bad in ["", ".", "7b", "-1", "1e3", "1.2.3"] {
            assert_eq!(parse_tenths(bad), None, "{bad}");
        }
    }

    #[test]
    fn params_are_two_bytes_each() {
        // 70 billion parameters × 2 bytes = 130.39 GiB.
        let n = Need::params(700);
        assert!((n.disk_gib() - 130.385).abs() < 0.01, "{}", n.disk_gib());
        assert_eq!(n.kv_gib(), 0.0);
    }
}
