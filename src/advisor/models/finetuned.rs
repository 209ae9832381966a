//! How a fine-tuned catalog model can be deployed, read from `models::FtDeploy` (the reference's
//! first table, row G: the fine-tuning table of 10/06/2026 and the standard and provisioned
//! deployment-region includes of 10/07/2026): the type it is served and priced as, the region
//! a type limited to some regions is created in, provisioned throughput only where the table
//! gives it, and the types in words. Pure.

use super::deployment::{self, Deployment, PtuSize};
use crate::advisor::facts::prices;
use crate::advisor::facts::traffic::Traffic;
use crate::advisor::models::{ft, FtDeploy, Llm, Price, Src};

/// The fine-tuned model's deployment table (`None`: the model cannot be fine-tuned).
pub fn table(l: Llm) -> Option<FtDeploy> {
    l.model().finetune.map(|f| f.deploy)
}

/// The standard (per-token) type a fine-tuned model is served and priced as: Global Standard
/// where the table gives it (and for a hub project's serverless endpoint, priced as the base
/// model's Global Standard tokens), else regional Standard; `None` where it has no serverless
/// deployment (managed compute or Fireworks only).
pub fn serving_type(l: Llm) -> Option<Deployment> {
    let t = table(l)?;
    if t.has(ft::GS) || t.has(ft::HUB_ENDPOINT) {
        Some(Deployment::GlobalStandard)
    } else if t.has(ft::STANDARD) {
        Some(Deployment::Standard)
    } else {
        None
    }
}

/// A fine-tuned model's per-token price as regional Standard in `region` (its own Retail
/// meters of 2026-07-31, above the base model's Global price); `None` where the data has none.
pub fn regional_price(l: Llm, region: &str) -> Option<Price> {
    let f = l.model().finetune?;
    let (_, input, output) = f.serve_regional.iter().find(|(r, _, _)| *r == region)?;
    Some(Price {
        input: *input,
        output: *output,
        src: Src::Retail,
        key: f.serve_regional_keys.0,
        out_key: f.serve_regional_keys.1,
    })
}

/// The standard type of a usage: a catalog model's ([`deployment::standard_type`]), or a fine-tuned
/// one's ([`serving_type`], Global Standard where it has none: then nothing is advised on it).
pub fn standard_for(l: Llm, finetuned: bool) -> Deployment {
    if finetuned {
        serving_type(l).unwrap_or(Deployment::GlobalStandard)
    } else {
        deployment::standard_type(l)
    }
}

/// The region a deployment limited to `list` is created in: `region` where it is listed, else
/// the first listed (`None`: an empty list, the type is not offered).
pub fn region_in(list: &'static [&'static str], region: &str) -> Option<&'static str> {
    list.iter()
        .copied()
        .find(|r| *r == region)
        .or_else(|| list.first().copied())
}

/// The region a fine-tuned model's deployment of type `d` must be in, where the table limits it
/// (regional Standard, Regional Provisioned); `None` where the type has no region list.
pub fn region_for(l: Llm, d: Deployment, region: &str) -> Option<&'static str> {
    let t = table(l)?;
    match d {
        Deployment::Standard => region_in(t.standard, region),
        Deployment::RegionalProvisioned => region_in(t.provisioned, region),
        _ => None,
    }
}

/// Provisioned throughput of a fine-tuned model: Regional Provisioned (PTU-hours only), only
/// where the table gives it (gpt-4o-mini, gpt-4o, gpt-4.1), sized by the family's rule and priced
/// in the region it must be in.
pub fn ptu(l: Llm, t: &Traffic, region: &str) -> Option<PtuSize> {
    let r = region_in(table(l)?.provisioned, region)?;
    deployment::ptu_size(l, t, Deployment::RegionalProvisioned, r)
}

/// Provisioned throughput for a usage: Global for a catalog model, [`ptu`] for a fine-tuned one.
pub fn ptu_for(l: Llm, finetuned: bool, t: &Traffic, region: &str) -> Option<PtuSize> {
    if finetuned {
        ptu(l, t, region)
    } else {
        deployment::ptu_size(l, t, Deployment::GlobalProvisioned, region)
    }
}

/// Whether the table gives a fine-tuned model this deployment type.
pub fn offers(l: Llm, d: Deployment) -> bool {
    let Some(t) = table(l) else {
        return false;
    };
    match d {
        Deployment::GlobalStandard => t.has(ft::GS) || t.has(ft::HUB_ENDPOINT),
        Deployment::DataZoneStandard => t.has(ft::DZ_US),
        Deployment::Standard => t.has(ft::STANDARD) && !t.standard.is_empty(),
        Deployment::RegionalProvisioned => !t.provisioned.is_empty(),
        _ => false,
    }
}

/// Whether a fine-tuned model can be evaluated on a Developer deployment.
pub fn developer(l: Llm) -> bool {
    table(l).is_some_and(|t| t.has(ft::DEVELOPER))
}

/// "North Central US and Sweden Central".
fn names(list: &[&str]) -> String {
    let names: Vec<&str> = list.iter().map(|r| prices::region_label(r)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// "North Central US, Sweden Central" or "Sweden Central only".
fn regions(list: &[&str]) -> String {
    match list {
        [_] => format!("{} only", names(list)),
        _ => list
            .iter()
            .map(|r| prices::region_label(r))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The regions a fine-tuned model's deployment of type `d` is offered in, in words ("North
/// Central US and Sweden Central"); "" where the table does not limit the type to regions.
pub fn regions_of(l: Llm, d: Deployment) -> String {
    match (table(l), d) {
        (Some(t), Deployment::Standard) => names(t.standard),
        (Some(t), Deployment::RegionalProvisioned) => names(t.provisioned),
        _ => String::new(),
    }
}

/// The deployment types of a fine-tuned model in words, with the regions where they are
/// limited: "A fine-tuned gpt-4.1 deploys as Global Standard, Data Zone Standard (US only),
/// Standard (North Central US, Sweden Central), Developer, or Provisioned: Sweden Central only."
pub fn words(l: Llm) -> String {
    let name = l.model().name;
    let Some(t) = table(l) else {
        return if super::ftjourney::own_gpus_first(l) {
            format!("Azure has no serverless fine-tuning of {name}: its open weights, fine-tuned on your own GPUs, are served on managed compute, not as a serverless (per-token) deployment.")
        } else {
            format!("{name} cannot be fine-tuned.")
        };
    };
    if t.has(ft::HUB_ENDPOINT) {
        return format!("A fine-tuned {name} deploys as a serverless endpoint of the hub-based project it was fine-tuned in.");
    }
    if t.managed {
        return format!("A fine-tuned {name} deploys on managed compute (LoRA adapters on a matching base deployment) or on Fireworks provisioned throughput, not as a serverless (per-token) deployment; both are in preview.");
    }
    let mut v: Vec<String> = Vec::new();
    if t.has(ft::GS) {
        v.push("Global Standard".into());
    }
    if t.has(ft::DZ_US) {
        v.push("Data Zone Standard (US only)".into());
    }
    if t.has(ft::STANDARD) && !t.standard.is_empty() {
        v.push(format!("Standard ({})", regions(t.standard)));
    }
    if t.has(ft::DEVELOPER) {
        v.push("Developer".into());
    }
    if !t.provisioned.is_empty() {
        v.push(format!("Provisioned: {}", regions(t.provisioned)));
    }
    let only = if v.len() == 1 { " only" } else { "" };
    let list = match v.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}, or {last}", rest.join(", ")),
        _ => v.concat(),
    };
    let none = if t.provisioned.is_empty() {
        " No provisioned throughput for it: only fine-tuned gpt-4o-mini, gpt-4o and gpt-4.1 have it."
    } else {
        ""
    };
    format!("A fine-tuned {name} deploys as {list}{only}.{none}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_gives_each_fine_tuned_model_its_types_and_regions() {
        let w = words(Llm::Gpt41);
        assert!(w.contains("Provisioned: Sweden Central only"), "{w}");
        assert!(
            w.contains("Standard (North Central US, Sweden Central)"),
            "{w}"
        );
        let w = words(Llm::Gpt41Mini);
        assert!(w.contains("No provisioned throughput"), "{w}");
        assert!(!w.contains("Provisioned:"), "{w}");
        assert!(!words(Llm::Gpt4o).contains("Developer"));
        assert!(words(Llm::Gpt4o).contains("Provisioned: North Central US, Sweden Central"));
        assert_eq!(serving_type(Llm::Gpt5), Some(Deployment::Standard));
        assert!(words(Llm::Gpt5).contains("Standard (North Central US, Sweden Central) only"));
        assert_eq!(serving_type(Llm::GptOss120b), None);
        assert_eq!(
            serving_type(Llm::Qwen332b),
            Some(Deployment::GlobalStandard)
        );
        assert!(words(Llm::Qwen332b).contains("Global Standard only"));
        // A region the table lists is kept; another one moves to the first listed.
        assert_eq!(
            region_for(Llm::Gpt4o, Deployment::RegionalProvisioned, "swedencentral"),
            Some("swedencentral")
        );
        assert_eq!(
            region_for(Llm::Gpt41, Deployment::RegionalProvisioned, "eastus"),
            Some("swedencentral")
        );
        assert_eq!(
            region_for(Llm::Gpt41Mini, Deployment::RegionalProvisioned, "eastus"),
            None
        );
    }
}
