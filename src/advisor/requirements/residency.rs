//! Where data may be processed (`residency=any|eu|us|region`): which deployment types, training
//! types and regions satisfy the requirement, the region prices and commands use, and the prices
//! of the zone's own meters. Whatever breaks the requirement is never ranked: `rules.rs` excludes
//! it with [`breaks`]'s reason. Pure.
//!
//! Reference: `shared/reference/foundation-models.md` §2 (deployment types and where each
//! processes data; the Data Zone Standard matrix of 06/11/2026 and its zone regions), §4 (types
//! by model), §5 (the batch matrix of 08/28/2026), §8 (training types: Standard in the model's
//! regions, Data Zone US only, Global; serverless (MaaS) fine-tuning of Phi-4 in US regions
//! only), §9 (Foundry managed compute (preview) is Global only; classic managed compute is
//! regional), and the first table's rows G (fine-tuned deployments: Data Zone Standard US only)
//! and J (Data Zone and Regional PTU prices, Retail 2026-07-31). Token prices: the litellm copy
//! of 2026-08-01 (`azure/eu/…` keys) and Retail records of 2026-07-31 (training meters).

use crate::advisor::answers::{ModelUse, Residency, Situation, Stage};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::prices;
use crate::advisor::models::deployment::Deployment;
use crate::advisor::models::{self, ft, offer, Llm, Price, Src, Weights};

/// The US data zone's regions (§2, the standard matrix of 06/11/2026), decided with the model
/// table that lists regional deployments by them.
pub const US_REGIONS: [&str; 7] = models::US_ZONE;
/// The EU data zone's regions (§2): it "follows the Azure EU Data Boundary, which can include …
/// Norway and Switzerland".
pub const EU_REGIONS: [&str; 9] = [
    "francecentral",
    "germanywestcentral",
    "italynorth",
    "norwayeast",
    "polandcentral",
    "spaincentral",
    "swedencentral",
    "switzerlandnorth",
    "westeurope",
];

/// The region a zone's prices and commands use when the one given lies outside it: Sweden
/// Central in the EU (the EU region the price data covers best: VM pay-as-you-go, Spot and
/// savings plan, Regional PTUs, and where gpt-4.1 and gpt-4o fine-tune), East US in the US.
pub fn default_region(r: Residency) -> Option<&'static str> {
    match r {
        Residency::Eu => Some("swedencentral"),
        Residency::Us => Some("eastus"),
        Residency::Any | Residency::Region => None,
    }
}

/// The region data must stay in under `residency=region`: the one given, East US where none is.
pub fn chosen(given: Option<usize>) -> &'static str {
    given
        .and_then(|i| prices::regions().get(i).copied())
        .unwrap_or("eastus")
}

/// The zone in words: "the EU data zone".
pub fn zone_words(r: Residency) -> &'static str {
    match r {
        Residency::Any => "any Azure region",
        Residency::Eu => "the EU data zone",
        Residency::Us => "the US data zone",
        Residency::Region => "the chosen region",
    }
}

/// Whether work in `region` satisfies the requirement (any region does under `any`; under
/// `region` the chosen region is the one).
pub fn allows(r: Residency, region: &str) -> bool {
    match r {
        Residency::Eu => EU_REGIONS.contains(&region),
        Residency::Us => US_REGIONS.contains(&region),
        Residency::Any | Residency::Region => true,
    }
}

/// The region index prices and commands use: the one given where it lies in the zone, else the
/// zone's default (`0`, East US, where nothing is given and anything goes).
pub fn region(r: Residency, given: Option<usize>) -> usize {
    let name = given.and_then(|i| prices::regions().get(i).copied());
    match (name, default_region(r)) {
        (Some(n), _) if allows(r, n) => given.unwrap_or(0),
        (_, Some(d)) => prices::region_index(d).unwrap_or(0),
        _ => given.unwrap_or(0),
    }
}

/// What the page says at the top where the requirement moved the region: a link's region
/// outside the zone, or the default East US under `eu`.
pub fn region_notice(r: Residency, given: Option<usize>) -> Option<String> {
    let d = default_region(r)?;
    let name = given.and_then(|i| prices::regions().get(i).copied());
    match name {
        Some(n) if !allows(r, n) => Some(format!(
            "{} lies outside {}: prices and commands use {}, a region of the zone, instead.",
            prices::region_label(n),
            zone_words(r),
            prices::region_label(d)
        )),
        None if r == Residency::Eu => Some(format!(
            "Data must stay in {}: prices and commands use {}, a region of the zone, instead of East US.",
            zone_words(r),
            prices::region_label(d)
        )),
        _ => None,
    }
}

/// Data Zone Standard is offered in the zone (a zone the matrix confirms; gpt-5.6 and GPT-6
/// have a Data Zone quota row whose zones are unverified, so they are not counted).
fn dz_in(l: Llm, r: Residency) -> bool {
    let m = l.model();
    match r {
        Residency::Eu => m.offers(offer::DZ_EU),
        Residency::Us => m.offers(offer::DZ_US),
        _ => false,
    }
}

/// The per-token type of a catalog model used as it is that satisfies the requirement: Global
/// Standard under `any`; Data Zone Standard in the zone, else regional Standard (which processes
/// "within Azure geography") where the model has it; `None` where the model has neither.
pub fn standard(l: Llm, r: Residency) -> Option<Deployment> {
    let m = l.model();
    match r {
        Residency::Any => Some(Deployment::GlobalStandard),
        Residency::Eu | Residency::Us if dz_in(l, r) => Some(Deployment::DataZoneStandard),
        _ => m.offers(offer::REGIONAL).then_some(Deployment::Standard),
    }
}

/// The per-token price of type `d` under the requirement: a Data Zone type is the zone's own
/// meter (US: the model's `zone` price; EU: its `eu_zone` price; Data Zone Batch: the Retail "Dz" meter,
/// the same in both zones' regions); regional Standard has no price in the data. Unknown is
/// unknown ("not estimated"), never the Global price.
pub fn price(l: Llm, d: Deployment, r: Residency) -> Price {
    match (d, r) {
        (Deployment::DataZoneStandard, Residency::Eu) => l.model().eu_zone,
        (Deployment::Standard, _) => Price {
            input: 0,
            output: 0,
            src: Src::Retail,
            key: "",
            out_key: "",
        },
        _ => d.price(l),
    }
}

/// The provisioned type that satisfies the requirement: Global under `any`; Data Zone where the
/// model has it in the zone (gpt-5.5's is US only, §4), else Regional Provisioned in a region of
/// the zone; under `region`, Regional Provisioned.
pub fn provisioned(l: Llm, r: Residency) -> Option<Deployment> {
    let m = l.model();
    // Where the reference lists Regional Provisioned's regions, one of them must lie in the
    // zone (gpt-5.5's, East US only, keeps no data in the EU).
    let in_zone = |zone: &[&str]| {
        m.ptu_regional_in.is_empty() || m.ptu_regional_in.iter().any(|x| zone.contains(x))
    };
    let regional = (m.offers(offer::PTU_REGIONAL)
        && match r {
            Residency::Eu => in_zone(&EU_REGIONS),
            Residency::Us => in_zone(&US_REGIONS),
            _ => true,
        })
    .then_some(Deployment::RegionalProvisioned);
    match r {
        Residency::Any => m
            .offers(offer::PTU_GLOBAL)
            .then_some(Deployment::GlobalProvisioned),
        Residency::Us | Residency::Eu
            if m.offers(offer::PTU_DZ)
                && dz_in(l, r)
                && !(r == Residency::Eu && m.ptu_dz_us_only) =>
        {
            Some(Deployment::DataZoneProvisioned)
        }
        _ => regional,
    }
}

/// The batch type that satisfies the requirement: Global Batch under `any`, Data Zone Batch
/// where the batch matrix gives it in the zone; none in one region.
pub fn batch(l: Llm, r: Residency) -> Option<Deployment> {
    let m = l.model();
    match r {
        Residency::Any => m
            .offers(offer::GLOBAL_BATCH)
            .then_some(Deployment::GlobalBatch),
        Residency::Us => m
            .offers(offer::DZ_BATCH_US)
            .then_some(Deployment::DataZoneBatch),
        Residency::Eu => m
            .offers(offer::DZ_BATCH_EU)
            .then_some(Deployment::DataZoneBatch),
        Residency::Region => None,
    }
}

/// Work nobody waits on, asked under a requirement no batch deployment of the model keeps
/// (Global Batch and Flex processing process data anywhere; Data Zone Batch only in the zones the
/// batch matrix lists; none in one region): what is priced instead, and models of its kind that
/// have a batch deployment keeping data there (`None`: the goal is met, or not asked).
/// Models of the kind of a situation's that the answer allows and that have a batch deployment
/// keeping data where it must stay (up to three), for [`delay_unmet`].
pub fn delay_met_by(s: &Situation) -> Vec<Llm> {
    if s.residency == Residency::Region {
        return Vec::new();
    }
    offered(s)
        .into_iter()
        .filter(|o| *o != s.llm && batch(*o, s.residency).is_some())
        .take(3)
        .collect()
}

pub fn delay_unmet(s: &Situation) -> Option<String> {
    let l = s.llm;
    if s.residency == Residency::Any
        || s.model != ModelUse::Catalog
        || s.stage != Stage::Deploy
        || s.serve != crate::advisor::answers::Serve::Batch
        || !crate::advisor::models::delay::has_route(l)
        || batch(l, s.residency).is_some()
    {
        return None;
    }
    let others: Vec<&str> = delay_met_by(s).iter().map(|o| o.model().name).collect();
    let place = if s.residency == Residency::Region {
        prices::region_label(rules_region(s)).to_string()
    } else {
        zone_words(s.residency).to_string()
    };
    let instead = match (s.residency, others.as_slice()) {
        (Residency::Region, _) => {
            "no batch deployment keeps data in one region (Batch is Global or Data Zone only)"
                .to_string()
        }
        (_, []) => "no model of its kind here has a Data Zone Batch deployment there".to_string(),
        (_, o) => format!(
            "{} {} a Data Zone Batch deployment there, half the Standard price",
            o.join(", "),
            if o.len() == 1 { "has" } else { "have" }
        ),
    };
    let m = l.model();
    let routes = match (
        m.offers(offer::GLOBAL_BATCH | offer::DZ_BATCH_US | offer::DZ_BATCH_EU),
        m.flex,
    ) {
        (true, true) => "its batch deployment and Flex processing process",
        (true, false) => "its batch deployment processes",
        _ => "Flex processing (on Global Standard only) processes",
    };
    Some(format!(
        "Work nobody waits on: data must stay in {place}, and for {} {routes} it elsewhere, so it is priced as served in real time on the type that keeps data there; {instead}.",
        m.name
    ))
}

/// The regions serverless fine-tuning trains a model in with the Standard training type (§8),
/// or a hub project's serverless (MaaS) fine-tuning (Phi-4 family: US regions only).
const HUB_REGIONS: [&str; 6] = [
    "eastus",
    "eastus2",
    "northcentralus",
    "southcentralus",
    "westus",
    "westus3",
];

/// How serverless fine-tuning of `l` may train: the Standard training regions, whether Data
/// Zone (US) and Global training are offered, and whether it is a hub's MaaS fine-tuning.
pub fn training(l: Llm) -> Option<(&'static [&'static str], bool, bool)> {
    let f = l.model().finetune?;
    if f.deploy.managed {
        return None;
    }
    if f.hub {
        return Some((&HUB_REGIONS, false, false));
    }
    // The table of 10/06/2026 gives the MAI-Code model Global Standard only, and no regions.
    if !f.regions.contains("Data Zone") {
        return Some((&[], false, true));
    }
    let standard: &'static [&'static str] = if !f.train_standard.is_empty() {
        f.train_standard
    } else if f.deploy.has(ft::STANDARD) {
        f.deploy.standard
    } else {
        &[]
    };
    Some((standard, true, true))
}

/// The region of `list` a type limited to some regions is created in under the requirement:
/// `region` where listed and allowed; else, in a zone, the first listed region of the zone;
/// under `region`, the chosen region only (`""`: the rules, which read no region, take any
/// listed one, and the costs say which to choose).
fn pick_in(list: &'static [&'static str], r: Residency, region: &str) -> Option<&'static str> {
    let here = list.iter().copied().find(|x| *x == region && allows(r, x));
    match r {
        Residency::Region if region.is_empty() => list.first().copied(),
        Residency::Region => here,
        _ => here.or_else(|| list.iter().copied().find(|x| allows(r, x))),
    }
}

/// How a fine-tuning job trains under the requirement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Train {
    /// Global training (data and weights copied to the region where training occurs).
    Global,
    /// Data Zone training: the US data zone only.
    DataZone,
    /// Standard training in this region.
    Standard(&'static str),
    /// A hub project's serverless (MaaS) fine-tuning in this region.
    Hub(&'static str),
}

impl Train {
    pub fn words(self) -> String {
        match self {
            Train::Global => "Global training".into(),
            Train::DataZone => "Data Zone training (US)".into(),
            Train::Standard(r) => format!("Standard training in {}", prices::region_label(r)),
            Train::Hub(r) => format!(
                "serverless fine-tuning in a hub-based project in {}",
                prices::region_label(r)
            ),
        }
    }
}

/// The training type serverless fine-tuning uses under the requirement in `region` (the
/// region prices use), or `None` where none satisfies it.
pub fn train(l: Llm, r: Residency, region: &str) -> Option<Train> {
    let (standard, dz, global) = training(l)?;
    let hub = l.model().finetune.is_some_and(|f| f.hub);
    let pick = |list: &'static [&'static str]| pick_in(list, r, region);
    let regional = |x: &'static str| {
        if hub {
            Train::Hub(x)
        } else {
            Train::Standard(x)
        }
    };
    match r {
        Residency::Any if hub => standard
            .first()
            .map(|x| Train::Hub(pick(standard).unwrap_or(x))),
        Residency::Any if global => Some(Train::Global),
        Residency::Us if dz => Some(Train::DataZone),
        Residency::Any => pick(standard).map(regional),
        _ => pick(standard).map(regional),
    }
}

/// The training price of a type, where the data has it: Global is the model's own; Data Zone and
/// Standard are its Retail meters (2026-07-31) in the regions the table prices; other regions are
/// not in the data.
pub fn training_price(l: Llm, t: Train) -> Option<Price> {
    let f = l.model().finetune?;
    let p = match t {
        Train::Global => f.train,
        Train::DataZone => f.train_zone,
        Train::Standard(region) => {
            let &(_, input) = f.train_regional.iter().find(|(r, _)| *r == region)?;
            Price {
                input,
                output: 0,
                src: Src::Retail,
                key: f.train_regional_key,
                out_key: "",
            }
        }
        _ => return None,
    };
    p.known().then_some(p)
}

/// The per-token type a fine-tuned model is served as under the requirement, and the region
/// it is created in (`None` for the region of a Global or Data Zone type): Global Standard
/// under `any` (as `finetuned::serving_type`); Data Zone Standard (US only) under `us`; else
/// regional Standard in a region of its table within the zone.
pub fn finetuned_standard(
    l: Llm,
    r: Residency,
    region: &str,
) -> Option<(Deployment, Option<&'static str>)> {
    let t = l.model().finetune?.deploy;
    if r == Residency::Any {
        return crate::advisor::models::finetuned::serving_type(l).map(|d| (d, None));
    }
    if t.has(ft::HUB_ENDPOINT) {
        // A hub's serverless endpoint is created where it was fine-tuned: US regions.
        return train(l, r, region)
            .and_then(|x| match x {
                Train::Hub(h) => Some((Deployment::GlobalStandard, Some(h))),
                _ => None,
            })
            .filter(|_| r == Residency::Us || r == Residency::Region);
    }
    if r == Residency::Us && t.has(ft::DZ_US) {
        return Some((Deployment::DataZoneStandard, None));
    }
    if !t.has(ft::STANDARD) {
        return None;
    }
    let pick = pick_in(t.standard, r, region)?;
    Some((Deployment::Standard, Some(pick)))
}

/// A fine-tuned model's Regional Provisioned region within the requirement.
pub fn finetuned_provisioned(l: Llm, r: Residency, region: &str) -> Option<&'static str> {
    pick_in(l.model().finetune?.deploy.provisioned, r, region)
}

/// Fine-tuning the open weights as a job on your own GPUs comes first: where it already does
/// (`ftjourney::own_gpus_first`), and for open weights whose serverless fine-tuning, or whose
/// fine-tuned deployment, cannot keep the data where it must stay.
/// `region` is the one data must stay in under `residency=region` (the situation's `region`);
/// a zone reads its default region, as the rules do.
pub fn own_gpus_first(l: Llm, r: Residency, region: &str) -> bool {
    let region = match r {
        Residency::Region if !region.is_empty() => region,
        Residency::Region => "eastus",
        r => default_region(r).unwrap_or(""),
    };
    crate::advisor::models::ftjourney::own_gpus_first(l)
        || (l.model().weights == Weights::Open
            && r != Residency::Any
            && serverless_breaks(l, r, region))
}

/// Serverless fine-tuning of `l` cannot satisfy the requirement: no training type in the zone,
/// or no deployment of the fine-tuned model there.
fn serverless_breaks(l: Llm, r: Residency, region: &str) -> bool {
    train(l, r, region).is_none() || finetuned_standard(l, r, region).is_none()
}

/// The region the rules read for a situation: under `region`, the chosen one (the region the
/// prices and the commands use); in a zone, the zone's default (a type listed in a region of the
/// zone is created there, `pick_in`).
fn rules_region(s: &Situation) -> &'static str {
    match s.residency {
        Residency::Region if !s.region.is_empty() => s.region,
        Residency::Region => "eastus",
        r => default_region(r).unwrap_or("eastus"),
    }
}

/// The reason a route the chosen region does not offer gives (`rules.rs` swaps in
/// [`region_only`]'s words, which name the regions that do).
pub const REGION_ONLY: &str =
    "Data must stay in the chosen region, and this route is offered only in other regions.";

/// Under `region`, a route offered only in some regions, none of them the chosen one: the
/// reason, naming the regions that offer it (the fine-tuning tables of 10/06/2026 and
/// 10/07/2026, §8; a hub's serverless fine-tuning, US regions). `None`: the route is offered
/// there, has no region list (the rules then say it is unverified), or is not bound to a region.
pub fn region_only(t: Target, s: &Situation) -> Option<&'static str> {
    if s.residency != Residency::Region {
        return None;
    }
    if s.model == ModelUse::Catalog {
        return catalog_region_only(t, s);
    }
    if s.model != ModelUse::Finetune {
        return None;
    }
    let l = s.llm;
    let f = l.model().finetune?;
    if f.deploy.managed {
        return None;
    }
    let here = rules_region(s);
    let name = l.model().name;
    let list = |v: &[&str]| {
        v.iter()
            .map(|r| prices::region_label(r))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let at = prices::region_label(here);
    let serving = s.stage == Stage::Deploy;
    let deploy = |what: &str, v: &'static [&'static str]| {
        format!(
            "Data must stay in {at}, and {what} of a fine-tuned {name} is offered only in {} (the fine-tuning deployment-region table of 10/07/2026): choose one of them as the region, or process data elsewhere.",
            list(v)
        )
    };
    let words = match t {
        Target::StandardDeployment if serving => {
            if f.deploy.has(ft::HUB_ENDPOINT) {
                let (v, _, _) = training(l)?;
                (!v.is_empty() && train(l, Residency::Region, here).is_none())
                    .then(|| deploy("the serverless endpoint", v))?
            } else if f.deploy.has(ft::STANDARD) && !f.deploy.standard.is_empty() {
                (!f.deploy.standard.contains(&here))
                    .then(|| deploy("regional Standard", f.deploy.standard))?
            } else {
                return None;
            }
        }
        Target::ProvisionedThroughput if serving => {
            let v = f.deploy.provisioned;
            (!v.is_empty() && !v.contains(&here)).then(|| deploy("Regional Provisioned", v))?
        }
        Target::ServerlessFinetune if !serving => {
            let (v, _, _) = training(l)?;
            if !v.is_empty() && train(l, Residency::Region, here).is_none() {
                let how = if f.hub {
                    "serverless fine-tuning in a hub-based project"
                } else {
                    "Standard training (the one training type that keeps data in a region)"
                };
                format!(
                    "Data must stay in {at}, and {how} of {name} is offered only in {} (the fine-tuning tables of 10/06/2026): choose one of them as the region, or fine-tune elsewhere.",
                    list(v)
                )
            } else if f.deploy.has(ft::STANDARD)
                && !f.deploy.standard.is_empty()
                && !f.deploy.standard.contains(&here)
            {
                deploy("regional Standard", f.deploy.standard)
            } else {
                return None;
            }
        }
        _ => return None,
    };
    Some(intern(words))
}

/// [`region_only`] for a catalog model used as it is: its regional Standard or Regional
/// Provisioned deployment, where the reference lists their regions (§4) and the chosen one is
/// not among them.
fn catalog_region_only(t: Target, s: &Situation) -> Option<&'static str> {
    let m = s.llm.model();
    let (what, matrix) = match t {
        Target::StandardDeployment => ("regional Standard", "Standard"),
        Target::ProvisionedThroughput => ("Regional Provisioned", "Provisioned"),
        _ => return None,
    };
    let listed = regional_list(t, s.llm);
    let here = rules_region(s);
    if listed_here(listed, s.residency, here) {
        return None;
    }
    Some(intern(format!(
        "Data must stay in {}, and {what} of {} is offered only in {} (the model matrix, {matrix} deployments, as the reference's table of current models gives it): choose one of them as the region, or process data elsewhere.",
        prices::region_label(here),
        m.name,
        listed
            .iter()
            .map(|r| prices::region_label(r))
            .collect::<Vec<_>>()
            .join(", ")
    )))
}

/// The regions the reference lists for the route `t` of a catalog model used as it is
/// (regional Standard, Regional Provisioned; §4); empty where it lists none.
fn regional_list(t: Target, l: Llm) -> &'static [&'static str] {
    let m = l.model();
    match t {
        Target::StandardDeployment => m.regional_in,
        Target::ProvisionedThroughput => m.ptu_regional_in,
        _ => &[],
    }
}

/// Whether the reference lists the regions of the route `t` of a catalog model used as it is
/// (regional Standard, Regional Provisioned), so that the region chosen is known to offer it.
pub fn regional_listed(t: Target, l: Llm) -> bool {
    !regional_list(t, l).is_empty()
}

/// The regions where serverless fine-tuning of `l` both trains and deploys with data kept in
/// one region (the Standard training regions that its regional Standard deployment, or its
/// hub's serverless endpoint, also lists).
pub fn tuning_regions(l: Llm) -> Vec<&'static str> {
    let Some((train_in, _, _)) = training(l) else {
        return Vec::new();
    };
    train_in
        .iter()
        .copied()
        .filter(|x| finetuned_standard(l, Residency::Region, x).is_some())
        .collect()
}

/// One `&'static str` per distinct text (a reason is a `Note`, whose text is static): the
/// texts are a few per model, type and region, kept for the life of the page.
fn intern(text: String) -> &'static str {
    static SEEN: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(x) = seen.iter().find(|x| **x == text) {
        return x;
    }
    let x: &'static str = Box::leak(text.into_boxed_str());
    seen.push(x);
    x
}

pub const STANDARD_EU: &str = "Data must stay in the EU data zone, and this model has neither a Data Zone Standard deployment in the EU nor a regional Standard one (the model matrices): its per-token deployment would process data outside the zone.";
pub const STANDARD_US: &str = "Data must stay in the US data zone, and this model has neither a Data Zone Standard deployment in the US nor a regional Standard one (the model matrices): its per-token deployment would process data outside the zone.";
pub const STANDARD_REGION: &str = "Data must stay in one region, and this model has no regional Standard deployment: its Global and Data Zone deployments process data outside the region.";
pub const PROVISIONED: &str = "Data must stay where you said, and this model has no provisioned type there (Data Zone or Regional Provisioned in the zone): Global Provisioned processes data in any Azure region.";
pub const BATCH_ZONE: &str = "Global Batch processes data in any Azure region, and this model has no Data Zone Batch deployment in your data zone (the batch matrix of 08/28/2026).";
pub const BATCH_REGION: &str =
    "Batch deployments are Global or Data Zone only: none keeps data in one region.";
pub const FLEX: &str = "Flex processing runs on a Global Standard deployment only, which processes data in any Azure region.";
pub const TUNE_EU: &str = "Serverless fine-tuning of this model cannot keep data in the EU: its training types are Global, Data Zone (US only) or Standard in regions outside the EU, or its fine-tuned model deploys outside the EU (the fine-tuning table of 10/06/2026; Phi-4's serverless fine-tuning runs in US regions only).";
pub const TUNE_US: &str = "Serverless fine-tuning of this model cannot keep data in the US: it has no Data Zone (US) or US-region training, or its fine-tuned model has no deployment in the US data zone.";
pub const TUNE_REGION: &str = "Serverless fine-tuning of this model cannot keep data in one region: it has no Standard training and deployment in the region, only Global or Data Zone types.";

/// Why `t` breaks the requirement in this situation (`None`: it satisfies it, or it is not a
/// route the requirement bears on). `rules.rs` excludes each with these words.
pub fn breaks(t: Target, s: &Situation) -> Option<&'static str> {
    let r = s.residency;
    if r == Residency::Any || s.model == ModelUse::Own {
        return None;
    }
    if let Some(why) = region_only(t, s) {
        return Some(why);
    }
    let l = s.llm;
    let tuning = s.model == ModelUse::Finetune && s.stage != Stage::Deploy;
    let region = rules_region(s);
    // Serving a fine-tuned model ("Then serve it"): its own deployment table.
    let finetuned = s.model == ModelUse::Finetune && s.stage == Stage::Deploy;
    match t {
        Target::StandardDeployment if finetuned => finetuned_standard(l, r, region)
            .is_none()
            .then_some(match r {
                Residency::Eu => STANDARD_EU,
                Residency::Us => STANDARD_US,
                _ => STANDARD_REGION,
            }),
        Target::ProvisionedThroughput if finetuned => {
            (crate::advisor::models::finetuned::offers(l, Deployment::RegionalProvisioned)
                && finetuned_provisioned(l, r, region).is_none())
            .then_some(PROVISIONED)
        }
        Target::StandardDeployment if !tuning => standard(l, r).is_none().then_some(match r {
            Residency::Eu => STANDARD_EU,
            Residency::Us => STANDARD_US,
            _ => STANDARD_REGION,
        }),
        Target::ProvisionedThroughput if !tuning => (provisioned(l, r).is_none()
            && crate::advisor::models::deployment::ptu_size(
                l,
                &s.traffic,
                Deployment::GlobalProvisioned,
                "",
            )
            .is_some())
        .then_some(PROVISIONED),
        Target::BatchDeployment => batch(l, r).is_none().then_some(match r {
            Residency::Region => BATCH_REGION,
            _ => BATCH_ZONE,
        }),
        Target::FlexProcessing => Some(FLEX),
        Target::ServerlessFinetune => (l.model().fine_tunable()
            && !l.model().finetune.is_some_and(|f| f.deploy.managed)
            && serverless_breaks(l, r, region))
        .then_some(match r {
            Residency::Eu => TUNE_EU,
            Residency::Us => TUNE_US,
            _ => TUNE_REGION,
        }),
        _ => None,
    }
}

/// Whether the serving journey under the requirement has a route that can be ranked for this
/// model: a per-token deployment that satisfies it, or its open weights on classic managed
/// compute in a region of the zone. (Provisioned throughput alone is ranked only where its
/// arithmetic beats the per-token price, which such a model cannot show.)
/// Under `region`, whether a regional type whose regions the reference lists (`listed`; empty:
/// not listed, not excluded on a guess) is offered in the chosen region.
fn listed_here(listed: &[&str], r: Residency, region: &str) -> bool {
    r != Residency::Region || listed.is_empty() || listed.contains(&region)
}

/// [`standard`] where the region chosen is known: regional Standard only where the reference
/// does not list it elsewhere (§4).
fn standard_at(l: Llm, r: Residency, region: &str) -> Option<Deployment> {
    standard(l, r).filter(|d| {
        *d != Deployment::Standard
            || listed_here(regional_list(Target::StandardDeployment, l), r, region)
    })
}

/// [`provisioned`] where the region chosen is known, as [`standard_at`].
fn provisioned_at(l: Llm, r: Residency, region: &str) -> Option<Deployment> {
    provisioned(l, r).filter(|d| {
        *d != Deployment::RegionalProvisioned
            || listed_here(regional_list(Target::ProvisionedThroughput, l), r, region)
    })
}

fn serves(l: Llm, r: Residency, region: &str) -> bool {
    // Open weights serve on classic managed compute in a region of the zone, where they fit
    // one VM size the data prices (`fit.rs`).
    // An open model from Hugging Face is the person's own: served on managed compute in a
    // region, whatever its size (the fit is said where it is priced).
    l.is_hf()
        || (l.model().weights == Weights::Open
            && crate::advisor::models::fit::fits_anywhere(l, 0) != Some(false))
        || standard_at(l, r, region).is_some()
        || provisioned_only(l, r, region)
}

/// Provisioned throughput is the model's only type that keeps data there: no per-token type,
/// and a provisioned one with the sizing page's figures.
fn provisioned_only(l: Llm, r: Residency, region: &str) -> bool {
    r != Residency::Any
        && standard_at(l, r, region).is_none()
        && provisioned_at(l, r, region).is_some_and(|d| {
            crate::advisor::models::deployment::ptu_size(
                l,
                &crate::advisor::facts::traffic::DEFAULT_TRAFFIC,
                d,
                "",
            )
            .is_some()
        })
}

/// Serving a catalog model as it is, where provisioned throughput is the only type that keeps
/// data where it must stay: it is ranked for that, whatever its price against tokens.
pub fn ptu_only(s: &Situation) -> bool {
    s.model == ModelUse::Catalog
        && s.stage == Stage::Deploy
        && provisioned_only(s.llm, s.residency, rules_region(s))
}

/// Whether fine-tuning under the requirement has a route for this model (under `region`, in
/// the chosen region).
fn tunes(l: Llm, r: Residency, region: &str) -> bool {
    let at = match r {
        Residency::Region => region,
        _ => default_region(r).unwrap_or(""),
    };
    l.model().weights == Weights::Open || !serverless_breaks(l, r, at)
}

/// Catalog models that satisfy the requirement for the journey, of the same kind (chat or
/// embedding), current on the advice's date and neither closing to new customers nor retiring
/// within a quarter of it (a model put in place of the one asked is never one the answer would
/// then warn about), in table order.
pub fn offered(s: &Situation) -> Vec<Llm> {
    let today = models::today();
    let kind = s.llm.model().kind;
    Llm::ALL
        .iter()
        .copied()
        .filter(|l| {
            let m = l.model();
            m.kind == kind
                && models::open_to_new(*l, today)
                && !models::retiring_soon(*l, today)
                && !models::closing_soon(*l, today)
                && if s.model == ModelUse::Finetune {
                    crate::advisor::models::ftjourney::can_fine_tune(*l)
                        && tunes(*l, s.residency, rules_region(s))
                } else {
                    // A closed model offered per token in the zone (regional Standard has no
                    // price in the data: ranked, not estimated).
                    m.weights != Weights::Open
                        && (standard_at(*l, s.residency, rules_region(s)).is_some()
                            || provisioned_only(*l, s.residency, rules_region(s)))
                }
        })
        .collect()
}

/// What to launch on instead of the model of a situation where it retires within a quarter
/// and the schedule names no replacement (`None` elsewhere): a current model the answer allows
/// ([`offered`]: of the same kind, keeping data where it must stay, fine-tunable where it is
/// fine-tuned), its own family's next version first (the longest shared name, six characters
/// at least), then the same seller's, then the nearest in Global price.
pub fn launch_instead(s: &Situation) -> Option<Llm> {
    let l = s.llm;
    if s.model == ModelUse::Own
        || l.is_hf()
        || !models::retiring_soon(l, models::today())
        || models::successor(l).is_some()
    {
        return None;
    }
    // Known Global prices only: an unknown one is no nearer than any other.
    let price = |l: Llm| {
        let p = l.model().global;
        p.known().then_some(i64::from(p.input))
    };
    let distance = |c: Llm| match (price(c), price(l)) {
        (Some(a), Some(b)) => (a - b).abs(),
        _ => i64::MAX,
    };
    let region = rules_region(s);
    // Reserved capacity only, where the requirement leaves a model no per-token type.
    let reserved_only =
        |c: Llm| s.model != ModelUse::Finetune && standard_at(c, s.residency, region).is_none();
    // A model to start on: not legacy (newer models exist), and fine-tuning open to a new
    // customer (not for existing customers only, not by invitation).
    let startable = |c: Llm| {
        models::lifecycle(c, models::today()) != models::Stage::Legacy
            && (s.model != ModelUse::Finetune
                || c.model()
                    .finetune
                    .is_some_and(|f| !f.existing_only && !f.gated))
    };
    let family = |c: Llm| {
        let n = crate::advisor::models::model_list::common_prefix(l.slug(), c.slug());
        if n >= 6 {
            n
        } else {
            0
        }
    };
    offered(s)
        .into_iter()
        .filter(|c| *c != l && startable(*c))
        .min_by_key(|c| {
            (
                reserved_only(*c),
                std::cmp::Reverse(family(*c)),
                c.model().seller != l.model().seller,
                distance(*c),
            )
        })
}

/// The model a situation is advised on once the requirement is known: the chosen one where
/// some route satisfies it; else the nearest by Global price among those that do ([`offered`],
/// or any with a route), so that something is always ranked. The link's notice says so.
pub fn settle(s: &mut Situation) {
    if s.model == ModelUse::Own || s.residency == Residency::Any {
        return;
    }
    let fine = s.model == ModelUse::Finetune;
    let region = rules_region(s);
    let ok = |l: Llm| {
        if fine {
            tunes(l, s.residency, region)
        } else {
            serves(l, s.residency, region)
        }
    };
    if ok(s.llm) {
        return;
    }
    let price = |l: Llm| i64::from(l.model().global.input);
    let here = price(s.llm);
    // A model with no price in the data (Claude's bill in Claude Consumption Units, row O) has
    // no nearest in price: the newest model that has a route (the table lists the newest first).
    // A candidate with no price is never "nearest in price" to one that has one.
    let priced = s.llm.model().global.known();
    let distance = |l: Llm| {
        if !priced {
            (false, 0)
        } else {
            (!l.model().global.known(), (price(l) - here).abs())
        }
    };
    // The questions asked before this one stay as asked: the serving question is asked where
    // the model has a route for delay-tolerant work, so the stand-in has one too, or neither.
    let route = crate::advisor::models::delay::has_route(s.llm);
    // Served as it is, a model with a per-token type in the zone before one with provisioned
    // throughput only: the notice promises one, and reserved capacity bills every hour.
    let reserved_only = |l: Llm| !fine && standard_at(l, s.residency, region).is_none();
    // With no price to compare, its own line first (the longest shared name, six characters at
    // least: claude-opus-4-7 → claude-opus-4-8, the Azure-hosted Opus with Data Zone Standard),
    // then the same seller's (another Claude model), then the newest.
    let asked = s.llm;
    let kin = |l: Llm| {
        if priced {
            return (std::cmp::Reverse(0), false);
        }
        let n = crate::advisor::models::model_list::common_prefix(asked.slug(), l.slug());
        let line = if n >= 6 { n } else { 0 };
        (
            std::cmp::Reverse(line),
            l.model().seller != asked.model().seller,
        )
    };
    let near = offered(s)
        .into_iter()
        .filter(|l| ok(*l) && (fine || crate::advisor::models::delay::has_route(*l) == route))
        .min_by_key(|l| (reserved_only(*l), distance(*l), kin(*l), *l as usize));
    if let Some(n) = near {
        s.llm = n;
    }
}

/// Where the model asked has no route that keeps data where it must stay: the notice that says
/// so, and which model the advice is for (`None`: the model is advised as asked).
pub fn stand_in_words(asked: Llm, s: &Situation) -> Option<String> {
    if asked == s.llm || s.model == ModelUse::Own {
        return None;
    }
    let r = s.residency;
    let how = if s.model == ModelUse::Finetune {
        "no fine-tuning (training and deployment) that keeps data in"
    } else {
        "no per-token deployment (Data Zone or regional Standard) that keeps data in"
    };
    let ptu = match provisioned(asked, r) {
        Some(d) if s.model != ModelUse::Finetune && asked.model().ptu.is_some() => format!(
            " (only {}, provisioned throughput reserved by the hour)",
            d.label()
        ),
        _ => String::new(),
    };
    let others = offered_words(s).map_or(String::new(), |w| format!(" Also offered there: {w}."));
    // Why this model, where no price could say which is nearest (Claude's, row O).
    // The model advised keeps data there per token, or (under `region`, often) only with
    // provisioned throughput: said as it is.
    let has = if s.model == ModelUse::Finetune || standard_at(s.llm, r, rules_region(s)).is_some() {
        "that has one"
    } else {
        "that keeps data there with provisioned throughput, reserved by the hour"
    };
    let nearest = if asked.model().global.known() {
        format!("the model nearest in price {has}")
    } else {
        format!(
            "a model {has} (the price data has no price for {} to find the nearest in price)",
            asked.model().name
        )
    };
    // No Claude model keeps data there: Claude's Data Zone Standard is the US zone's only
    // (row N of the reference's table of 2026-11-29), and Claude has no regional Standard.
    let family =
        if models::is_claude(asked) && !models::is_claude(s.llm) && s.model != ModelUse::Finetune {
            let us = if r == Residency::Us {
                ""
            } else {
                "; Claude's Data Zone Standard is offered in the US data zone only"
            };
            format!(", nor has any other Claude model{us}")
        } else {
            String::new()
        };
    // Under `region`, the region by name, and where the model's fine-tuning is offered.
    let (place, elsewhere) = if r == Residency::Region {
        let here = rules_region(s);
        let listed = if s.model == ModelUse::Finetune {
            tuning_regions(asked)
        } else {
            Vec::new()
        };
        let elsewhere = (!listed.is_empty()).then(|| {
            format!(
                " (its fine-tuning keeps data in one region only in {}: choose one of them as the region)",
                listed
                    .iter()
                    .map(|x| prices::region_label(x))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
        (
            prices::region_label(here).to_string(),
            elsewhere.unwrap_or_default(),
        )
    } else {
        (zone_words(r).to_string(), String::new())
    };
    Some(format!(
        "{} has {how} {place}{elsewhere}{ptu}{family}: the advice is for {}, {nearest}.{others}",
        asked.model().name,
        s.llm.model().name
    ))
}

/// What a price or a command assumes about the requirement (`None` under `any`): every resource
/// in the region priced, and for a catalog model only types that keep data there.
pub fn assumption(r: Residency, region: &str, catalog: bool) -> Option<String> {
    let label = prices::region_label(region);
    let types = if catalog {
        ", and only deployment and training types that keep data there are advised"
    } else {
        ": keep the workspace, its storage, the data, the compute and any endpoint there"
    };
    (r != Residency::Any).then(|| match r {
        Residency::Region => format!(
            "Data must stay in {label}: every resource is created there{types} (for Azure's regional types the deployment-types page says the Azure geography; the model matrices say the region)."
        ),
        _ => format!(
            "Data must stay in {}: every resource is created in {label}, a region of the zone{types}.",
            zone_words(r)
        ),
    })
}

/// Models offered in the zone, in words, for the tip.
pub fn offered_words(s: &Situation) -> Option<String> {
    if s.residency == Residency::Any || s.model == ModelUse::Own {
        return None;
    }
    let names: Vec<&str> = offered_others(s).iter().map(|l| l.model().name).collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// Up to four models besides the situation's that the answer allows ([`offered`]), its seller's
/// first, as [`offered_words`] names them (none where nothing is required).
pub fn offered_others(s: &Situation) -> Vec<Llm> {
    if s.residency == Residency::Any || s.model == ModelUse::Own {
        return Vec::new();
    }
    // The seller of the model advised first (Claude's own line before other sellers' models),
    // each in the table's order, newest first.
    let all = offered(s);
    let seller = s.llm.model().seller;
    let same = |l: &Llm| l.model().seller == seller;
    all.iter()
        .filter(|l| same(l))
        .chain(all.iter().filter(|l| !same(l)))
        .copied()
        .filter(|l| *l != s.llm)
        .take(4)
        .collect()
}

/// The provisioned type a usage is priced at: [`provisioned`], or where the model has none
/// under the requirement, the type the requirement would need (never Global under a
/// requirement: the option is then excluded, and says why).
pub fn provisioned_for(l: Llm, r: Residency) -> Deployment {
    provisioned(l, r).unwrap_or(match r {
        Residency::Any => Deployment::GlobalProvisioned,
        Residency::Eu | Residency::Us if l.model().offers(offer::PTU_DZ) => {
            Deployment::DataZoneProvisioned
        }
        _ => Deployment::RegionalProvisioned,
    })
}

/// The standard type a usage is priced at: a catalog model's [`standard`] (where it has none,
/// the type the requirement would need), a fine-tuned one's [`finetuned_standard`].
pub fn standard_for(l: Llm, finetuned: bool, r: Residency, region: &str) -> Deployment {
    if r == Residency::Any {
        return crate::advisor::models::finetuned::standard_for(l, finetuned);
    }
    if finetuned {
        return finetuned_standard(l, r, region).map_or(
            if r == Residency::Us {
                Deployment::DataZoneStandard
            } else {
                Deployment::Standard
            },
            |x| x.0,
        );
    }
    standard(l, r).unwrap_or(match r {
        Residency::Region => Deployment::Standard,
        _ => Deployment::DataZoneStandard,
    })
}

/// The region a fine-tuned model's deployment of type `d` is created in under the requirement
/// (`None`: a type with no region list).
pub fn finetuned_region(l: Llm, d: Deployment, r: Residency, region: &str) -> Option<&'static str> {
    if r == Residency::Any {
        return crate::advisor::models::finetuned::region_for(l, d, region);
    }
    match d {
        Deployment::RegionalProvisioned => finetuned_provisioned(l, r, region),
        Deployment::Standard => finetuned_standard(l, r, region).and_then(|x| x.1),
        _ => None,
    }
}

/// Provisioned throughput under the requirement, sized and priced in the region (a fine-tuned
/// model's Regional Provisioned region within the zone).
pub fn ptu(
    l: Llm,
    finetuned: bool,
    r: Residency,
    t: &crate::advisor::facts::traffic::Traffic,
    region: &str,
) -> Option<crate::advisor::models::deployment::PtuSize> {
    if finetuned {
        let at = finetuned_provisioned(l, r, region)?;
        return crate::advisor::models::deployment::ptu_size(
            l,
            t,
            Deployment::RegionalProvisioned,
            at,
        );
    }
    crate::advisor::models::deployment::ptu_size(l, t, provisioned(l, r)?, region)
}

/// Where a type processes data under the requirement, in words.
pub fn processing(d: Deployment, r: Residency, region: &str) -> String {
    match d {
        Deployment::DataZoneStandard | Deployment::DataZoneBatch | Deployment::DataZoneProvisioned => {
            format!("within {}", zone_words(r))
        }
        Deployment::Standard | Deployment::RegionalProvisioned => format!(
            "in {} (the model matrices say the region; the deployment-types page says the Azure geography)",
            prices::region_label(region)
        ),
        _ => "in any Azure region".into(),
    }
}

/// The standard type the rules read for a situation, and its month's tokens at that type's
/// price for the zone (`None`: not priced).
pub fn situation_tokens(s: &Situation) -> (Deployment, Option<u64>) {
    let fine = s.model == ModelUse::Finetune;
    let region = rules_region(s);
    let d = standard_for(s.llm, fine, s.residency, region);
    let (i, o) = s.traffic.month_k();
    let p = price(s.llm, d, s.residency);
    let micro = crate::advisor::models::deployment::token_lines_at(s.llm, d, p, i, o)
        .map(|v| v.iter().map(|t| t.micro).sum());
    (d, micro)
}

/// Provisioned throughput the rules read for a situation under a requirement.
pub fn situation_ptu(s: &Situation) -> Option<crate::advisor::models::deployment::PtuSize> {
    ptu(
        s.llm,
        s.model == ModelUse::Finetune,
        s.residency,
        &s.traffic,
        rules_region(s),
    )
}

/// The batch type the commands create: [`batch`], or Global Batch where the requirement
/// allows none (the option is then not suitable, and not ranked).
pub fn batch_type(l: Llm, r: Residency) -> Deployment {
    batch(l, r).unwrap_or(Deployment::GlobalBatch)
}

/// The fine-tuning job's `trainingType` under the requirement, and the type in words.
pub fn training_type(l: Llm, r: Residency, region: &str) -> (&'static str, String) {
    match train(l, r, region) {
        Some(Train::DataZone) => ("DataZone", Train::DataZone.words()),
        Some(t @ Train::Standard(_)) => ("Standard", t.words()),
        Some(t) => ("GlobalStandard", t.words()),
        None => ("GlobalStandard", Train::Global.words()),
    }
}

/// The training type a summary names ("Global training" where anything goes).
pub fn training_kind(l: Llm, r: Residency, region: &str) -> &'static str {
    match train(l, r, region) {
        _ if r == Residency::Any => "Global training",
        Some(Train::DataZone) => "Data Zone training (US)",
        Some(Train::Standard(_)) => "Standard training in the region",
        Some(Train::Hub(_)) => "serverless fine-tuning in the region",
        _ => "no training type keeps data there",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_type_follows_the_requirement() {
        assert_eq!(
            standard(Llm::Gpt54, Residency::Any),
            Some(Deployment::GlobalStandard)
        );
        assert_eq!(
            standard(Llm::Gpt54, Residency::Eu),
            Some(Deployment::DataZoneStandard)
        );
        // gpt-5.4-mini: Data Zone US only; Llama-3.3-70B: no Data Zone at all.
        assert_eq!(standard(Llm::Gpt54Mini, Residency::Eu), None);
        assert_eq!(
            standard(Llm::Gpt54Mini, Residency::Us),
            Some(Deployment::DataZoneStandard)
        );
        assert_eq!(standard(Llm::Llama3370bInstruct, Residency::Eu), None);
        // The EU meter, not the US one or the Global one.
        assert_eq!(
            price(Llm::Gpt54, Deployment::DataZoneStandard, Residency::Eu).key,
            "azure/eu/gpt-5.4"
        );
        assert!(!price(Llm::Gpt41, Deployment::DataZoneStandard, Residency::Eu).known());
        assert_eq!(batch(Llm::Gpt54, Residency::Eu), None);
        assert_eq!(
            batch(Llm::Gpt41, Residency::Eu),
            Some(Deployment::DataZoneBatch)
        );
        // gpt-5.5's Data Zone provisioned throughput is US only, and its Regional one is in
        // East US only (§4): none keeps data in the EU.
        assert_eq!(provisioned(Llm::Gpt55, Residency::Eu), None);
        assert_eq!(
            provisioned(Llm::Gpt55, Residency::Us),
            Some(Deployment::DataZoneProvisioned)
        );
        assert_eq!(
            provisioned_at(Llm::Gpt55, Residency::Region, "eastus2"),
            None
        );
        assert_eq!(
            provisioned_at(Llm::Gpt55, Residency::Region, "eastus"),
            Some(Deployment::RegionalProvisioned)
        );
        // gpt-5.1's regional Standard: US regions and Sweden Central.
        assert_eq!(
            standard_at(Llm::Gpt51, Residency::Region, "swedencentral"),
            Some(Deployment::Standard)
        );
        assert_eq!(
            standard_at(Llm::Gpt51, Residency::Region, "westeurope"),
            None
        );
        // Claude: Data Zone Standard in the US zone for the Azure-hosted models (row N of the
        // reference's table of 2026-11-29), none in the EU or in one region; claude-opus-4-7,
        // -4-6, claude-sonnet-4-6, -4-5 and the fable models are Anthropic-hosted only. No
        // price at any of them (row O).
        let anthropic_hosted = [
            Llm::ClaudeOpus47,
            Llm::ClaudeOpus46,
            Llm::ClaudeSonnet46,
            Llm::ClaudeFable51,
            Llm::ClaudeFable5,
            Llm::ClaudeSonnet45,
        ];
        for l in Llm::ALL.iter().copied().filter(|l| models::is_claude(*l)) {
            let us = standard(l, Residency::Us);
            assert_eq!(
                us,
                (!anthropic_hosted.contains(&l)).then_some(Deployment::DataZoneStandard),
                "{l:?}"
            );
            assert_eq!(standard(l, Residency::Eu), None, "{l:?}");
            assert_eq!(standard(l, Residency::Region), None, "{l:?}");
            assert_eq!(provisioned(l, Residency::Us), None, "{l:?}");
            assert!(!price(l, Deployment::DataZoneStandard, Residency::Us).known());
        }
    }

    #[test]
    fn regions_lie_in_the_zone() {
        let eastus = prices::region_index("eastus");
        let swe = prices::region_index("swedencentral").unwrap();
        assert_eq!(region(Residency::Eu, None), swe);
        assert_eq!(region(Residency::Eu, eastus), swe);
        assert_eq!(region(Residency::Us, eastus), eastus.unwrap());
        let westus2 = prices::region_index("westus2");
        assert_eq!(region(Residency::Us, westus2), eastus.unwrap());
        assert_eq!(region(Residency::Region, westus2), westus2.unwrap());
        assert!(region_notice(Residency::Eu, None).is_some());
        assert!(region_notice(Residency::Us, None).is_none());
    }

    #[test]
    fn fine_tuning_in_the_eu_trains_in_sweden_central() {
        assert_eq!(
            train(Llm::Gpt41, Residency::Eu, "swedencentral"),
            Some(Train::Standard("swedencentral"))
        );
        assert_eq!(train(Llm::Phi4, Residency::Eu, "swedencentral"), None);
        assert_eq!(
            train(Llm::Llama3370bInstruct, Residency::Eu, "swedencentral"),
            None
        );
        assert_eq!(
            train(Llm::Llama3370bInstruct, Residency::Us, "eastus"),
            Some(Train::DataZone)
        );
        assert!(own_gpus_first(Llm::Phi4, Residency::Eu, ""));
        assert!(!own_gpus_first(Llm::Phi4, Residency::Any, ""));
        assert_eq!(
            finetuned_standard(Llm::Gpt41, Residency::Eu, "swedencentral"),
            Some((Deployment::Standard, Some("swedencentral")))
        );
        assert!(training_price(Llm::Gpt41, Train::Standard("swedencentral")).is_some());
    }
}
