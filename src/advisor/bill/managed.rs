//! Managed compute for a catalog model's open weights, as two routes side by side:
//!
//! - **Foundry managed compute (preview)**: a deployment of SKU `GlobalManagedCompute` on the
//!   Foundry resource, no hub, its quota per accelerator family and separate from VM quota,
//!   Global only, no built-in content filter (`foundry/concepts/managed-compute-overview.md`
//!   @ 2b797b73), billed "hourly per accelerator" at the rates of the Microsoft Foundry devblog
//!   "Announcing Foundry managed compute" (2026-06-03): A100 80GB $3.95 and H100 80GB $7.91 per
//!   GPU-hour (`azure-foundry-prices-2026-09-23.csv`); MI300X was "coming soon" and is not priced.
//! - **Classic managed compute**: an Azure ML managed online endpoint in a workspace or hub-based
//!   project, on VM quota, billed at VM prices (the `ManagedOnlineEndpoint` option's own bill).
//!
//! The instance is the VM size the weights fit on (`Usage::vm`): its GPUs, at the rate of the
//! matching accelerator, × instances × 730 hours.
//!
//! The classic route's instances bill by the VM hour like any managed online endpoint (their lines
//! are [`super::vm`]'s), on the size the model table says the weights fit on ([`super::usage::default_vm`]
//! reads it from the model table); this module also says what that price assumes about the size
//! and the traffic, and the tokens a measured rate serves a month, which the comparison with
//! per-token billing reads.

use super::usage::{traffic_words, Usage};
use crate::advisor::models::fit;
use crate::advisor::models::Llm;

/// What managed compute's price assumes for a catalog model: the size its weights fit on, and
/// the traffic.
pub fn assumptions(u: &Usage, l: Llm, assumptions: &mut Vec<String>) {
    let m = l.model();
    // Where the size priced is the one Microsoft's deployment template for the model runs on
    // (Qwen3-32B, row U), the template is the source, not an estimate.
    let template = m.template.filter(|t| t.shape == u.vm.name).map(|t| {
        // A request longer than the template's context does not fit it (Qwen3-32B's: 40K).
        let request = u64::from(u.traffic.tokens_in) + u64::from(u.traffic.tokens_out);
        let longer = if t.context > 0 && request > u64::from(t.context) {
            format!(
                " This traffic's requests hold {} tokens, more than its {} context: the model's longer-context template runs on more GPUs, which this price does not include.",
                crate::advisor::facts::traffic::group(request),
                crate::advisor::facts::traffic::group(u64::from(t.context))
            )
        } else {
            String::new()
        };
        format!(
            "{} is the size Microsoft's deployment template for {} runs on ({}: {}; the managed compute overview, 06/01/2026): a longer context needs more GPUs.{longer}",
            t.shape, m.name, t.name, t.words
        )
    });
    if let Some(t) = template {
        assumptions.push(t);
        if !u.finetuned {
            assumptions.push(fit::instances_words(&u.traffic, u.tps, u.instances));
            assumptions.push(fit::band_words(l, u.vm));
        }
    } else if u.finetuned {
        assumptions.push(if m.gpu.is_empty() {
            format!("No source read gives a VM size the weights of {} fit on: {} is assumed; check the model card's inference_compute_allow_list.", m.name, u.vm.name)
        } else {
            format!("{} is a size the weights of {} fit on by KAITO's node estimator, an open-source tool that sizes GPU machines for serving models with vLLM (weights, overhead and one 2,048-token sequence): the size priced here, not necessarily the cheapest one they fit on; the model card's inference_compute_allow_list decides.", m.gpu, m.name)
        });
    } else {
        // Served as they are: whether the weights fit, by the reference's method where its table
        // gives the model's geometry (else said not checked), the instances and the throughput.
        match fit::Need::serving(l, u.params, fit::tokens_held(&u.traffic)) {
            Some(need) => assumptions.extend(fit::words(&need, m.name, u.vm)),
            None => assumptions.push(fit::unchecked_words(m.name, u.vm)),
        }
        assumptions.push(fit::instances_words(&u.traffic, u.tps, u.instances));
        assumptions.push(fit::band_words(l, u.vm));
    }
    assumptions.push(traffic_words(u) + ".");
}

/// Thousands of tokens a month at a sustained rate (tokens a second, around the clock).
pub fn monthly_k_at(rate: u16) -> u64 {
    u64::from(rate) * 2_628_000 / 1000
}

use super::{ItemKind, LineItem};
use crate::advisor::answers::Residency;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::{count, grouped, usd};
use crate::advisor::facts::prices::VmSize;
use crate::advisor::models::Weights;
use crate::advisor::{facts::prices, requirements::residency};
use serde::Serialize;

/// The date the managed compute rates were published.
pub const RATES_OF: &str = "2026-06-03";
/// Where they come from, as a reader would look them up.
pub const RATES_SOURCE: &str =
    "Microsoft Foundry devblog \u{201c}Announcing Foundry managed compute\u{201d}, 2026-06-03 (preview)";
/// The route's name, as every view shows it.
pub const NAME: &str = "Foundry managed compute (preview)";
/// The classic route's name beside it.
pub const CLASSIC: &str = "Managed online endpoint (classic managed compute)";

/// One accelerator Foundry managed compute offers: its name, its `--accelerator-type`, and its
/// rate in tenths of a cent per GPU-hour (0: not priced).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Accelerator {
    pub name: &'static str,
    pub kind: &'static str,
    pub mills_per_gpu_hour: u32,
}

/// The accelerators of the overview page, with the rates the data has.
pub const ACCELERATORS: [Accelerator; 3] = [
    Accelerator {
        name: "A100 80GB",
        kind: "A100_80GB",
        mills_per_gpu_hour: 3_950,
    },
    Accelerator {
        name: "H100 80GB",
        kind: "H100_80GB",
        mills_per_gpu_hour: 7_910,
    },
    // "Coming soon" on 2026-06-03: not priced.
    Accelerator {
        name: "MI300X 192GB",
        kind: "MI_300_192GB",
        mills_per_gpu_hour: 0,
    },
];

/// The accelerator equal to a VM size's GPUs ("priced at parity with the equivalent Azure VM
/// GPUs"): A100 80 GB on NC A100 v4 and ND96amsr_A100_v4, H100 80 GB on ND96isr_H100_v5. The
/// 40 GB A100s of ND96asr_v4, the 94 GB H100 NVL of NC H100 v5, T4 and V100 have none.
pub fn accelerator(vm: &VmSize) -> Option<Accelerator> {
    let name = vm.name;
    if name.ends_with("ads_A100_v4") || name == "Standard_ND96amsr_A100_v4" {
        Some(ACCELERATORS[0])
    } else if name == "Standard_ND96isr_H100_v5" {
        Some(ACCELERATORS[1])
    } else {
        None
    }
}

/// The Foundry managed compute route's monthly bill, or why it has none.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Route {
    pub name: &'static str,
    /// Dollars a month, or `None`: not estimated, with `why`.
    pub monthly: Option<Money>,
    pub items: Vec<LineItem>,
    pub why: String,
    pub assumptions: Vec<String>,
    /// The Azure CLI command that creates it, as the reference gives it, and what in it is
    /// unverified (each note starts "Unverified:" where the reference could not confirm it).
    pub cli: String,
    pub cli_notes: Vec<String>,
}

/// Whether the route applies: a catalog model's open weights, served as they are (fine-tuned
/// weights are yours, which only the classic route serves).
pub fn applies(u: &Usage) -> bool {
    u.llm.is_some_and(|l| l.model().weights == Weights::Open) && !u.finetuned
}

/// The Foundry managed compute route for the usage: GPUs of the instance × rate × 730 h for each
/// instance, every hour (the sources read say nothing of scaling a deployment's capacity).
pub fn route(u: &Usage) -> Option<Route> {
    if !applies(u) {
        return None;
    }
    let vm = foundry_size(u);
    let instances = u.instances.max(1);
    let mut assumptions = vec![
        format!(
            "A deployment of SKU GlobalManagedCompute on the Foundry resource: no hub and no VM quota (its quota is per accelerator family, requested apart), Global only (requests may be processed in any region; Data Zone not yet priced), no built-in content filter (call Azure AI Content Safety), and still in preview. It serves models of the Hugging Face collection (registry azure-huggingface): check that {} is there.",
            u.llm.map_or("the model", |l| l.model().name)
        ),
        format!(
            "Sized as {} per instance (the GPUs of {}), {} always on, 168 h a week{}: --sku-capacity sets the model instances, and the sources read say nothing of scaling them down.",
            count(u16::from(vm.gpus), "GPU"),
            vm.name,
            count(instances, "instance"),
            if u.traffic.monthly.is_none() && u.traffic.peak_hours_week() < 168.0 {
                format!(
                    " although the traffic comes {} hours a day{} (the classic endpoint autoscales outside them)",
                    u.traffic.day_hours,
                    u.traffic.days_words()
                )
            } else {
                String::new()
            }
        ),
    ];
    if let Some(t) = template(u) {
        assumptions.push(format!(
            "Sized by Microsoft's deployment template {} ({}), from the managed compute overview: the GPUs each model instance bills.",
            t.name, t.words
        ));
    } else if vm.name != u.vm.name {
        assumptions.push(format!(
            "Foundry managed compute offers A100 80GB and H100 80GB GPUs, not those of {} ({}): it is priced as the GPUs of {}, the lowest-priced shape of them the weights fit on by KAITO's node estimator.",
            u.vm.name,
            if u.vm.gpu_model.is_empty() { "none" } else { u.vm.gpu_model },
            vm.name
        ));
    }
    let Some(acc) = accelerator(vm).filter(|a| a.mills_per_gpu_hour > 0) else {
        assumptions.push(format!(
            "Its accelerators are A100 80GB and H100 80GB (rates of {RATES_OF}) and MI300X (coming soon, not priced)."
        ));
        let (cli, cli_notes) = commands(u, None);
        return Some(Route {
            cli,
            cli_notes,
            name: NAME,
            monthly: None,
            items: Vec::new(),
            why: format!(
                "Not estimated: {} has {} {} GPUs, and the managed compute rates of {RATES_OF} price only A100 80GB and H100 80GB GPUs. Choose a size with those GPUs to compare.",
                vm.name,
                vm.gpus,
                if vm.gpu_model.is_empty() { "no" } else { vm.gpu_model }
            ),
            assumptions,
        });
    };
    let rate = f64::from(acc.mills_per_gpu_hour) / 1000.0;
    let per_instance = rate * f64::from(vm.gpus);
    let exact = per_instance * f64::from(instances) * 730.0;
    let item = LineItem {
        kind: ItemKind::AlwaysOn,
        label: "GPUs, always on",
        working: format!(
            "{} × 730 h × {}/h ({} {} GPU{} × {} per GPU-hour, managed compute rates of {RATES_OF})",
            count(instances, "instance"),
            usd(per_instance, 2),
            vm.gpus,
            acc.name,
            if vm.gpus == 1 { "" } else { "s" },
            usd(rate, 2)
        ),
        amount: Money::from_usd(exact),
        exact_usd: exact,
    };
    assumptions.push(format!(
        "Priced per GPU-hour at {} ({RATES_SOURCE}), \u{201c}priced at parity with the equivalent Azure VM GPUs\u{201d}: a month is 730 h, so one instance costs {} a month.",
        usd(rate, 2),
        Money::from_usd(per_instance * 730.0)
    ));
    let (cli, cli_notes) = commands(u, Some(acc));
    Some(Route {
        cli,
        cli_notes,
        name: NAME,
        monthly: Some(item.amount),
        items: vec![item],
        why: String::new(),
        assumptions,
    })
}

/// The shape a Foundry managed compute deployment is priced as: the GPUs of the model's own
/// deployment template where Microsoft publishes one (Qwen3-32B's: one A100 80GB); else the
/// classic size where its GPUs
/// are an accelerator Foundry prices; else, where the reference's table gives the weights, the
/// lowest-priced shape of A100 80GB or H100 80GB GPUs they fit on (`fit::check`); else the
/// classic size, said not estimated.
pub fn foundry_size(u: &Usage) -> &'static VmSize {
    // The model's own template, where Microsoft publishes one: the GPUs it runs on.
    if let Some(v) = template(u).and_then(|t| crate::advisor::facts::prices::size(t.shape)) {
        return v;
    }
    let rate = |v: &VmSize| {
        accelerator(v)
            .map(|a| a.mills_per_gpu_hour * u32::from(v.gpus))
            .filter(|r| *r > 0)
    };
    if rate(u.vm).is_some() {
        return u.vm;
    }
    let Some(need) = u
        .llm
        .and_then(|l| fit::Need::serving(l, u.params, fit::tokens_held(&u.traffic)))
    else {
        return u.vm;
    };
    fit::GPU_MEMORY
        .iter()
        .filter_map(|(n, _, _)| crate::advisor::facts::prices::size(n))
        .filter(|v| fit::check(&need, v.name).is_some_and(|c| c.fits()))
        .filter_map(|v| rate(v).map(|r| (v, r)))
        .min_by_key(|(v, r)| (*r, v.gpus))
        .map_or(u.vm, |(v, _)| v)
}

/// The deployment template Microsoft publishes for the usage's model, if any.
fn template(u: &Usage) -> Option<crate::advisor::models::Template> {
    u.llm.and_then(|l| l.model().template)
}

/// The command of `foundation-models.md` §9 (from the Azure CLI's own test of it), with the
/// usage's accelerator and instances; what no source read confirms stays a placeholder and is
/// said to be unverified, never filled with a guessed value.
fn commands(u: &Usage, acc: Option<Accelerator>) -> (String, Vec<String>) {
    let kind = acc.map_or("<accelerator-type>", |a| a.kind);
    let cli = format!(
        "az cognitiveservices account managed-compute-deployment create -n '<foundry-resource>' -g '<resource-group>' \\\n  --deployment-name '<deployment>' \\\n  --model 'azureml://registries/azure-huggingface/models/<model>/versions/<version>' \\\n  --deployment-template 'azureml://registries/azure-huggingface/deploymenttemplates/{}/labels/latest' \\\n  --accelerator-type {kind} --sku-name GlobalManagedCompute --sku-capacity {}\n",
        template(u).map_or("<template>", |t| t.name),
        u.instances.max(1)
    );
    let mut notes = vec![
        "Unverified: the command comes from the Azure CLI's own test of managed compute deployments; the azure-cli release that ships it is not confirmed. The Python SDK's managed_compute_deployments.begin_create_or_update (azure-mgmt-cognitiveservices 15.0.0b2) is the documented way.".to_string(),
        match template(u) {
            Some(t) => format!(
                "Unverified: <model>: {} is not confirmed in the Hugging Face collection; take it from the model's card in the Foundry portal. The template {} ({}) is Microsoft's, from the managed compute overview.",
                u.llm.map_or("the model", |l| l.model().name),
                t.name,
                t.words
            ),
            None => format!(
                "Unverified: <model> and <template>: {} is not confirmed in the Hugging Face collection, and a template fixes the runtime, the accelerators and the context (for example qwen--qwen3-32b--40k-nvidia-a100); take both from the model's card in the Foundry portal.",
                u.llm.map_or("the model", |l| l.model().name)
            ),
        },
        "--sku-capacity is the number of model instances; request quota for the accelerator family first (it is separate from VM quota).".to_string(),
    ];
    if acc.is_none() {
        notes.push("Unverified: <accelerator-type>: the size's GPUs match none of A100_80GB, H100_80GB and MI_300_192GB.".into());
    }
    (cli, notes)
}

/// What the classic route beside it is, in words.
pub fn classic_words() -> String {
    "Classic managed compute: an Azure ML managed online endpoint, in an Azure ML workspace or a hub-based project, on your VM quota, priced at VM list prices.".into()
}

/// The fit, the instances and the band in one line, for the CSV's note of a catalog model's
/// managed compute served as it is; `None` for anything else.
pub fn fit_summary(u: &Usage) -> Option<String> {
    let l = u.llm.filter(|_| !u.finetuned)?;
    let fit = match fit::Need::serving(l, u.params, fit::tokens_held(&u.traffic))
        .and_then(|n| fit::check(&n, u.vm.name).map(|c| (n, c)))
    {
        Some((n, c)) => format!(
            "{} GiB of weights loaded need {} of the {} GPUs of {}: {} (KAITO's node estimator)",
            grouped(n.weights_gib(), 2),
            c.needed,
            c.gpus,
            u.vm.name,
            if c.fits() { "fits" } else { "does not fit" }
        ),
        None => format!(
            "fit on {} not checked: no layer geometry in the sources read",
            u.vm.name
        ),
    };
    let instances = match fit::instances_for(&u.traffic, u32::from(u.tps)) {
        Some(n) => format!(
            "{} for a peak that needs {} at the measured {} tokens a second",
            count(u.instances, "instance"),
            n,
            grouped(f64::from(u.tps), 0)
        ),
        None => format!(
            "{}: not sized for the volume (no measured tps); Microsoft recommends at least {} for high availability",
            count(u.instances, "instance"),
            fit::HA_INSTANCES
        ),
    };
    let band = match fit::band(l) {
        Some(b) if b.sizes.iter().any(|s| s.eq_ignore_ascii_case(u.vm.name)) => format!(
            "throughput published for {} on {} (FP8; published, not measured on Azure): a band, not this deployment's capacity",
            b.model, b.gpu
        ),
        Some(b) => format!(
            "throughput published for {} only on {} (published, not measured on Azure): unknown on this size",
            b.model, b.gpu
        ),
        None => "throughput: no published figure on a comparable GPU".to_string(),
    };
    Some(format!("{fit}; {instances}; {band}."))
}

/// Why Foundry managed compute (preview) is not beside classic managed compute here: it is
/// Global only (§9), so it breaks the requirement (`None` under `any`, or no open weights).
pub fn global_only_words(u: &Usage) -> Option<String> {
    let l = u.llm?;
    (u.residency != Residency::Any && l.model().weights == Weights::Open).then(|| {
        format!(
            "Not suitable: Foundry managed compute (preview), whose deployments are Global only (GlobalManagedCompute), would process data outside {}. Classic managed compute (an Azure ML managed online endpoint) is regional: it runs in {}.",
            residency::zone_words(u.residency),
            prices::region_label(u.region_name())
        )
    })
}
