//! What a link asked that cannot be answered as asked, said before any answer: a model name the
//! page's catalog does not hold, a model retired by the date the advice is for, or fine-tuning
//! of a model that cannot be fine-tuned. [`read`] reads the link as written (the codec has by
//! then put a default, the successor or serving in its place, with a notice) and gives an
//! [`Asked`]: what was asked, why it cannot be answered so, what the answer below is for instead,
//! and the nearest real options, each with the v1 link that answers it. The page shows it first,
//! above the pick (and above the wizard's question), each option with "Try it"; `advise` prints
//! it first in text, Markdown and JSON. Pure: reads the link and the model table.

use super::share::{self, Shared};
use crate::advisor::answers::ModelUse;
use crate::advisor::answers::{Location, Question};
use crate::advisor::models::model_list::{self, candidates, common_prefix, distance, list_price};
use crate::advisor::models::{self, Day, Kind, Llm, Seller, Stage as Life, Weights};
use crate::advisor::requirements::onprem::{self, QUOTE};

/// Why what was asked cannot be answered as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The name is not in the page's catalog (nor among the retired names it knows).
    Unknown,
    /// The model retired on this date.
    Retired(Day),
    /// Fine-tuning was asked for a model that cannot be fine-tuned.
    NotFineTunable,
    /// On-premises was asked of a model whose weights only Azure runs (`onprem.rs`).
    OnPremises,
}

impl Why {
    pub fn slug(self) -> &'static str {
        match self {
            Why::Unknown => "unknown-model",
            Why::Retired(_) => "retired",
            Why::NotFineTunable => "not-fine-tunable",
            Why::OnPremises => "not-on-premises",
        }
    }
}

/// A real option near what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nearest {
    pub llm: Llm,
    /// What it is, in one line: seller, size, price per the data, lifecycle (and for
    /// fine-tuning, the methods, who may train it and the training price).
    pub facts: String,
    /// The v1 link (query, no `?`) that answers the same question for this model.
    pub link: String,
}

/// What was asked that cannot be answered as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The model name as the link wrote it.
    pub name: String,
    /// Fine-tuning was asked (else serving the model as it is).
    pub finetune: bool,
    pub why: Why,
    /// One sentence: "claude-sonnet-9 is not in this page's catalog."
    pub headline: String,
    /// Why, with its dates and sources.
    pub detail: String,
    /// What the answer shown below is for: never the model asked.
    pub below: String,
    pub nearest: Vec<Nearest>,
}

/// The values a link gave for a key, decoded; the last one counts, as in the codec.
fn raw(query: &str, key: &str) -> Option<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .rev()
        .filter_map(|p| p.split_once('=').or(Some((p, ""))))
        .find(|(k, _)| share::percent_decode(k) == key)
        .map(|(_, v)| share::percent_decode(v).trim().to_string())
}

/// The size a name or the reference gives, in billions of parameters ("17B-128E" → 17).
fn billions(l: Llm) -> Option<u32> {
    let p = l.model().params;
    let digits: String = p.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits
        .parse()
        .ok()
        .filter(|_| p[digits.len()..].starts_with('B'))
}

/// Only customers who already use it, or by invitation: not open to everyone.
fn restricted(l: Llm) -> bool {
    l.model()
        .finetune
        .is_some_and(|f| f.existing_only || f.gated)
}

/// Up to three options, best first, with at least one open to everyone where any is.
fn pick(mut ranked: Vec<Llm>, finetune: bool) -> Vec<Llm> {
    ranked.dedup();
    let mut out: Vec<Llm> = Vec::new();
    for l in ranked.iter().copied() {
        if !out.contains(&l) && out.len() < 3 {
            out.push(l);
        }
    }
    if finetune && !out.is_empty() && out.iter().all(|l| restricted(*l)) {
        if let Some(open) = ranked.iter().copied().find(|l| !restricted(*l)) {
            out.pop();
            out.push(open);
        }
    }
    out
}

/// The options nearest a model the table knows: same seller first, then (for fine-tuning) those
/// anyone may train and those Azure fine-tunes, then the closest Global Standard input price.
fn near_model(l: Llm, finetune: bool) -> Vec<Llm> {
    let m = l.model();
    let mut c: Vec<Llm> = candidates(finetune)
        .into_iter()
        .filter(|c| *c != l)
        .collect();
    // A model with no price to compare (Claude's bill in Claude Consumption Units): its own
    // family ("claude-") first, not the seller's other models in table order.
    let unpriced = list_price(l).is_none();
    c.sort_by_key(|c| {
        (
            c.model().kind != m.kind,
            c.model().seller != m.seller,
            unpriced && common_prefix(c.slug(), l.slug()) < 7,
            finetune && restricted(*c),
            // Azure fine-tunes it, before open weights fine-tuned on your own GPUs.
            finetune && !c.model().fine_tunable(),
            distance(list_price(*c), list_price(l)),
        )
    });
    pick(c, finetune)
}

/// The options nearest a name the table does not hold: a size hint (`params=70`, billions)
/// gives open-weights models of the nearest size; else the names that share the longest start
/// with it (three characters at least: "claude-", "gpt-", "llama"); else embedding models for a
/// name that says embedding, open-weights models for a Hugging Face name, or the default model,
/// the smallest current Azure OpenAI model and an open-weights one.
fn near_name(name: &str, size: Option<u32>, finetune: bool) -> Vec<Llm> {
    let all = candidates(finetune);
    let name = name.to_ascii_lowercase();
    if let Some(b) = size {
        let mut open: Vec<Llm> = all
            .iter()
            .copied()
            .filter(|l| l.model().weights == Weights::Open && billions(*l).is_some())
            .collect();
        open.sort_by_key(|l| distance(billions(*l), Some(b)));
        if !open.is_empty() {
            return pick(open, finetune);
        }
    }
    let best = all
        .iter()
        .map(|l| common_prefix(&name, &l.slug().to_ascii_lowercase()))
        .max()
        .unwrap_or(0);
    if best >= 3 {
        let mut c: Vec<Llm> = all
            .iter()
            .copied()
            .filter(|l| common_prefix(&name, l.slug()) >= 3)
            .collect();
        c.sort_by_key(|l| std::cmp::Reverse(common_prefix(&name, l.slug())));
        return pick(c, finetune);
    }
    let embedding = name.contains("embed");
    let open = name == "hf" || name.contains("hugging");
    let mut c: Vec<Llm> = all
        .iter()
        .copied()
        .filter(|l| {
            let m = l.model();
            if embedding {
                m.kind == Kind::Embedding
            } else {
                m.kind == Kind::Chat && (!open || m.weights == Weights::Open)
            }
        })
        .collect();
    // Fine-tuning takes no embedding model: then the fine-tunable ones.
    if c.is_empty() {
        c = all;
    }
    let preferred = [Llm::Phi4, models::NO_SUCCESSOR, Llm::Llama3370bInstruct];
    c.sort_by_key(|l| {
        (
            preferred
                .iter()
                .position(|p| p == l)
                .unwrap_or(preferred.len()),
            list_price(*l).is_none(),
        )
    });
    pick(c, finetune)
}

/// The link that asks the same for another model: the link's other answers and usage kept, the
/// model set, and the goal (serving it as it is, or fine-tuning it) as asked.
pub(crate) fn link_for(shared: &Shared, l: Llm, finetune: bool) -> String {
    share::link_with_model(shared, l, finetune)
}

/// One line of facts about an option: who sells it, its size, its price per the data and its
/// lifecycle; for fine-tuning, the methods, who may train it and the training price.
pub fn facts(l: Llm, finetune: bool) -> String {
    let m = l.model();
    let seller = match m.seller {
        Seller::Azure => l.hint().trim_end_matches('.').to_string(),
        s => s.label().to_string(),
    };
    let mut t = format!(
        "{seller} · {} · {} · {}",
        model_list::size_words(l),
        model_list::price_words(l),
        models::lifecycle_short(l, models::today())
    );
    if let (true, Some(f)) = (finetune, m.finetune) {
        let who = if f.existing_only {
            "fine-tuning for existing customers only"
        } else if f.gated {
            "fine-tuning by invitation only"
        } else if f.preview {
            "fine-tuning in preview"
        } else {
            "fine-tuning open to new customers"
        };
        let train = if f.train.known() {
            format!(
                "training {} per 1M tokens × epochs ({})",
                models::usd_micro(u64::from(f.train.input)),
                f.train.cite()
            )
        } else {
            "training price not in the dated price data".into()
        };
        t.push_str(&format!(" · {} · {who} · {train}", f.methods));
    }
    t
}

/// What the answer below is for, from the answers the codec settled on.
fn below(shared: &Shared, why: Why, name: &str, finetune: bool) -> String {
    let s = shared.answers.situation();
    let advised = s.llm.label();
    let serving = s.model == ModelUse::Catalog;
    let goal = if serving {
        "serving it as it is"
    } else {
        "fine-tuning it"
    };
    match why {
        Why::Unknown if shared.answers.llm.is_none() => format!(
            "Any answer below is for {advised}, the default model ({goal}): not the model you asked for. Choose a model to answer for it."
        ),
        Why::Unknown => format!(
            "The answer below is for {advised} ({goal}): not the model you asked for."
        ),
        Why::Retired(_) => {
            let named = models::retired_name(name, models::today())
                .and_then(|r| r.2)
                .or_else(|| Llm::from_slug(name).and_then(|l| l.model().next));
            let whose = if named == Some(s.llm) {
                "the replacement the retirement schedule names"
            } else {
                "a current model of this page's catalog, since the schedule names no replacement"
            };
            let ft = if finetune && serving {
                format!(
                    " It is for serving {advised} as it is: {advised} cannot be fine-tuned."
                )
            } else {
                String::new()
            };
            format!("The answer below is for {advised}, {whose}: not for {name}.{ft}")
        }
        Why::NotFineTunable => format!(
            "The answer below is for serving {advised} as it is, not for fine-tuning it."
        ),
        Why::OnPremises => format!(
            "The answer below is for {advised} in the Azure cloud, not on-premises."
        ),
    }
}

/// Fine-tuning a retired o4-mini: existing customers may still train it (§8: training retires
/// no earlier than 2027-05-19, its deployments on 2027-11-19); a new customer cannot.
fn o4_mini_training() -> &'static str {
    " Fine-tuning o4-mini (RFT) is for existing customers only: a subscription that has fine-tuned it may still train it until no earlier than 2027-05-19, and its fine-tuned deployments retire on 2027-11-19 (the retirement schedule of 2026-10-05); a new customer cannot."
}

/// What a link asked that the page cannot answer as asked, if anything (see the module).
pub fn read(query: &str) -> Option<Asked> {
    let name = raw(query, "llm").filter(|v| !v.is_empty())?;
    let model = raw(query, "model");
    let stage = raw(query, "stage");
    let finetune = model.as_deref() == Some(ModelUse::Finetune.slug())
        && matches!(stage.as_deref(), Some("train" | "deploy"));
    let size = raw(query, "params").and_then(|p| p.parse::<u32>().ok());
    let (shared, _) = share::decode(query);
    let today = models::today();
    let known =
        Llm::from_slug(&name).or_else(|| models::ALIASES.iter().find(|a| a.0 == name).map(|a| a.1));
    let retired = models::retired_name(&name, today);
    let (why, headline, detail, options) = match (known, retired) {
        (Some(l), _) if matches!(models::lifecycle(l, today), Life::Retired(_)) => {
            let day = l.model().retires;
            let next = models::successor(l);
            let mut options: Vec<Llm> = next
                .filter(|n| !finetune || crate::advisor::models::ftjourney::can_fine_tune(*n))
                .into_iter()
                .collect();
            options.extend(near_model(l, finetune));
            (
                Why::Retired(day),
                format!("{} retired on {}.", l.label(), models::day_text(day)),
                retired_detail(l.label(), next, l.model().next_note),
                pick(options, finetune),
            )
        }
        (Some(l), _) if finetune && !crate::advisor::models::ftjourney::can_fine_tune(l) => (
            Why::NotFineTunable,
            format!("{} cannot be fine-tuned.", l.label()),
            format!(
                "{} is not in Azure's fine-tuning table (10/06/2026, with the models of 03/05/2026 it keeps): Azure does not fine-tune it, and {}. The fine-tunable models nearest it (seller, size, price) follow, each with what fine-tuning it takes.",
                l.label(),
                if l.model().weights == Weights::Closed {
                    "its weights are not open to fine-tune on your own GPUs"
                } else {
                    "the sources read do not say its weights are open, to fine-tune on your own GPUs: if its license gives you the weights, fine-tune them as your own model"
                }
            ),
            near_model(l, true),
        ),
        // On-premises, asked of weights only Azure runs (`onprem.rs`).
        (Some(_), _) => return on_premises(&shared, finetune),
        (None, Some((slug, day, next))) => {
            let next = next.map(|n| models::current(n, today));
            let mut options: Vec<Llm> = next
                .filter(|n| !finetune || crate::advisor::models::ftjourney::can_fine_tune(*n))
                .into_iter()
                .collect();
            // Near the successor where the schedule names one (o4-mini: Azure OpenAI models),
            // else the model a link naming it opens (`model_list::stand_in`: the newest of its
            // line), then near the name.
            match next {
                Some(n) => options.extend(near_model(n, finetune)),
                None => {
                    let stand_in = model_list::stand_in(slug);
                    if candidates(finetune).contains(&stand_in) {
                        options.push(stand_in);
                    }
                    options.extend(near_name(slug, None, finetune));
                }
            }
            let mut detail = retired_detail(slug, next, "");
            if finetune && *slug == "o4-mini" {
                detail.push_str(o4_mini_training());
            }
            (
                Why::Retired(*day),
                format!("{slug} retired on {}.", models::day_text(*day)),
                detail,
                pick(options, finetune),
            )
        }
        (None, None) => {
            // An open model from Hugging Face with its size: where its weights would fit.
            let hf = name == "hf" || name.to_ascii_lowercase().contains("hugging");
            let fit = raw(query, "params")
                .and_then(|p| crate::advisor::models::fit::parse_tenths(&p))
                .filter(|t| (1..=20_000).contains(t) && hf)
                .map(|t| crate::advisor::models::fit::params_words(t, shared.usage.region.unwrap_or(0)) + " ")
                .unwrap_or_default();
            let detail = format!(
                "{fit}The page knows the models of its reference (Microsoft's Foundry model tables, the retirement schedule of 2026-10-05 and the fine-tuning table of 10/06/2026){}; it does not guess prices, GPUs or weights for a name it does not hold. {}",
                if name == "hf" || name.to_ascii_lowercase().contains("hugging") {
                    ", not the Hugging Face hub: a Hugging Face model you deploy yourself is your own model (model=own)"
                } else {
                    ""
                },
                match size {
                    Some(b) => format!("Nearest in size to {b}B parameters, with open weights:"),
                    None => "Nearest real options:".into(),
                }
            );
            (
                Why::Unknown,
                format!("“{}” is not a model in this page's catalog.", shown(&name)),
                detail,
                near_name(&name, size, finetune),
            )
        }
    };
    let name = shown(&name);
    Some(Asked {
        below: below(&shared, why, &name, finetune),
        nearest: options
            .into_iter()
            .map(|l| Nearest {
                llm: l,
                facts: facts(l, finetune),
                link: link_for(&shared, l, finetune),
            })
            .collect(),
        name,
        finetune,
        why,
        headline,
        detail,
    })
}

/// "It is removed from service: requests to it return errors. The retirement schedule names
/// gpt-5.6-terra as its replacement."
fn retired_detail(name: &str, next: Option<Llm>, note: &str) -> String {
    let named = match next {
        Some(n) => format!(
            "The retirement schedule names {} as its replacement.",
            n.label()
        ),
        None if !note.is_empty() => note.into(),
        None => "The retirement schedule names no replacement.".into(),
    };
    format!("{name} is removed from service: its inference requests return 410 Gone (Microsoft's lifecycle policy, for models sold by Azure and by partners alike). {named}")
}

use super::share::shown;

/// The open-weight models nearest a model whose weights are not, for the same goal.
fn nearest_open(l: Llm, finetune: bool) -> Vec<Llm> {
    let kind = l.model().kind;
    let mut c: Vec<Llm> = crate::advisor::models::model_list::candidates(finetune)
        .into_iter()
        .filter(|c| onprem::open(*c))
        .collect();
    c.sort_by_key(|c| {
        (
            c.model().kind != kind,
            c.model().kind != Kind::Chat,
            // A size the weights fit on is known (reference §13).
            c.model().gpu.is_empty(),
            distance(list_price(*c), list_price(l)),
        )
    });
    c.truncate(3);
    c
}

/// On-premises was asked of a model whose weights only Azure runs: what was asked, why nothing
/// can serve it there, that the answer below is for Azure, and the nearest open-weight models,
/// each with the link that answers on-premises for it. `None` where that is not the case.
pub fn on_premises(shared: &Shared, finetune: bool) -> Option<Asked> {
    let a = &shared.answers;
    let s = a.situation();
    if a.location != Some(Location::Onprem)
        || !Question::Location.is_asked(&s)
        || onprem::open(s.llm)
    {
        return None;
    }
    if !onprem::catalog(&s) {
        return None;
    }
    let l = s.llm;
    let finetune = finetune && s.model == ModelUse::Finetune;
    let goal = if finetune { "fine-tune" } else { "run" };
    let nearest = nearest_open(l, finetune);
    Some(Asked {
        name: l.label().to_string(),
        finetune,
        why: Why::OnPremises,
        headline: format!("Nothing can {goal} {} on-premises.", l.label()),
        detail: format!(
            "{}: {}, and only Azure {} it, on a Foundry resource that processes your prompts and data in Azure. Azure ML's how-to on Kubernetes anywhere (01/27/2026) says: \u{201c}{QUOTE}\u{201d} So no cluster of yours, Azure Arc-enabled or not, can run it. Models with open weights can: downloaded, they run as your own model on an Azure Arc-enabled Kubernetes cluster on your hardware. Nearest with open weights (a size they fit on known first):",
            l.label(),
            onprem::weights_words(l),
            if finetune { "fine-tunes" } else { "serves" },
        ),
        below: format!(
            "The answer below is for {} in the Azure cloud, were the data allowed to go there: not on-premises.",
            l.label()
        ),
        nearest: nearest
            .into_iter()
            .map(|n| Nearest {
                llm: n,
                facts: facts(n, finetune),
                link: link_for(shared, n, finetune),
            })
            .collect(),
    })
}

#[cfg(test)]
#[allow(clippy::inconsistent_digit_grouping)] // dates are written 2026_11_19
mod tests {
    use super::*;
    use crate::advisor::answers::Situation;
    use crate::advisor::facts::catalog::Target;
    use crate::advisor::requirements::onprem::route;

    fn situation(q: &str) -> Situation {
        share::decode(q).0.answers.situation()
    }

    #[test]
    fn a_name_the_catalog_does_not_hold_is_said_with_real_options() {
        let a = read("v=1&stage=deploy&model=catalog&llm=claude-sonnet-9").unwrap();
        assert_eq!(a.why, Why::Unknown);
        assert!(a.headline.contains("claude-sonnet-9"));
        assert!(
            a.below.contains("not the model you asked for"),
            "{}",
            a.below
        );
        assert!(a.nearest[0].llm.slug().starts_with("claude-"));
        for n in &a.nearest {
            let (s, notices) = share::decode(&n.link);
            assert_eq!(s.answers.llm, Some(n.llm));
            assert!(notices.is_empty(), "{}: {notices:?}", n.link);
        }
        // A size hint: open weights of the nearest size.
        let a = read("v=1&stage=deploy&model=catalog&llm=my-model&params=70").unwrap();
        assert_eq!(a.nearest[0].llm, Llm::Llama3370bInstruct);
        assert!(a
            .nearest
            .iter()
            .all(|n| n.llm.model().weights == Weights::Open));
        // Known, current models ask nothing; nor does an open model from Hugging Face with its
        // size, answered on managed compute.
        assert!(read("v=1&stage=deploy&model=catalog&llm=gpt-5.4").is_none());
        assert!(read("v=1&stage=deploy&model=catalog&llm=hf&params=8").is_none());
        assert!(read("v=1&stage=deploy&model=catalog&llm=qwen-32b").is_none());
    }

    #[test]
    fn fine_tuning_a_model_that_cannot_be_names_fine_tunable_ones() {
        for llm in ["gpt-5-mini", "gpt-5.6-sol", "claude-opus-5"] {
            let a = read(&format!("v=1&stage=train&model=finetune&llm={llm}")).unwrap();
            assert_eq!(a.why, Why::NotFineTunable, "{llm}");
            assert!(!a.nearest.is_empty());
            assert!(a.nearest.iter().any(|n| !restricted(n.llm)), "{llm}");
            for n in &a.nearest {
                assert!(crate::advisor::models::ftjourney::can_fine_tune(n.llm));
                let s = share::decode(&n.link).0.answers.situation();
                assert_eq!((s.model, s.llm), (ModelUse::Finetune, n.llm), "{}", n.link);
            }
        }
        // Open weights Azure does not fine-tune are fine-tuned on your own GPUs: answered as asked.
        assert!(read("v=1&stage=train&model=finetune&llm=deepseek-v4-flash").is_none());
        let a = read("v=1&stage=train&model=finetune&llm=gpt-5-mini").unwrap();
        assert_eq!(a.nearest[0].llm.model().seller, Seller::AzureOpenAi);
        let a = read("v=1&stage=train&model=finetune&llm=o4-mini").unwrap();
        assert!(matches!(a.why, Why::Retired(2026_11_19)));
        assert!(a.detail.contains("2027-05-19"), "{}", a.detail);
        assert!(a
            .nearest
            .iter()
            .all(|n| crate::advisor::models::ftjourney::can_fine_tune(n.llm)));
    }

    #[test]
    fn a_retired_model_names_its_successor_first() {
        let a = read("v=1&stage=deploy&model=catalog&llm=o4-mini").unwrap();
        assert_eq!(a.nearest[0].llm, Llm::Gpt56Terra);
        assert!(a.below.contains("gpt-5.6-terra"));
        let a = read("v=1&stage=deploy&model=catalog&llm=claude-opus-4-5").unwrap();
        assert!(a.headline.contains("2026-11-24"));
        assert!(a.below.contains("claude-opus-5-5"), "{}", a.below);
        // Retired Claude models with no replacement named: the Claude 5.5 model of their line.
        assert_eq!(model_list::stand_in("claude-opus-4-5"), Llm::ClaudeOpus55);
        assert_eq!(model_list::stand_in("claude-haiku-4-5"), Llm::ClaudeHaiku55);
        assert_eq!(model_list::stand_in("gpt-4.1-nano"), models::NO_SUCCESSOR);
        assert_eq!(
            model_list::stand_in("meta-llama-3.1-8b-instruct"),
            models::NO_SUCCESSOR
        );
        assert!(a.nearest[0].llm.slug().starts_with("claude-opus"));
        // claude-sonnet-4-5 retired on 2026-11-30; the schedule names claude-sonnet-5-5, a model
        // of the catalog, first, and the other options are Claude models too (no price to say
        // which is nearest).
        models::set_today(2026_12_07);
        let a = read("v=1&stage=deploy&model=catalog&llm=claude-sonnet-4-5").unwrap();
        assert_eq!(a.why, Why::Retired(2026_11_30));
        assert_eq!(a.nearest[0].llm, Llm::ClaudeSonnet55);
        assert!(a.detail.contains("names claude-sonnet-5-5"), "{}", a.detail);
        assert!(a
            .below
            .contains("the replacement the retirement schedule names"));
        assert!(
            a.nearest.iter().all(|n| models::is_claude(n.llm)),
            "{:?}",
            a.nearest
        );
        let (s, _) = share::decode("v=1&stage=deploy&model=catalog&llm=claude-sonnet-4-5");
        assert_eq!(s.answers.llm, Some(Llm::ClaudeSonnet55));
        // An unknown Claude name: the 5.5 model of its line first.
        let a = read("v=1&stage=deploy&model=catalog&llm=claude-sonnet-9").unwrap();
        assert_eq!(a.nearest[0].llm, Llm::ClaudeSonnet55);
        models::set_today(0);
    }

    #[test]
    fn open_weights_have_a_route_of_yours_and_closed_ones_none() {
        let s = situation("v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&existing=kubernetes&where=cloud");
        assert_eq!(route(&s), Some(Target::KubernetesOnlineEndpoint));
        let s = situation("v=1&stage=train&model=finetune&llm=llama-3.3-70b-instruct&where=onprem");
        assert_eq!(route(&s), Some(Target::Kubernetes));
        let s = situation("v=1&stage=deploy&model=catalog&llm=gpt-5.4&where=onprem");
        assert_eq!(route(&s), None);
        // The advice is for Azure, the answer kept.
        assert_eq!(s.location, Location::Cloud);
        let shared = share::decode("v=1&stage=deploy&model=catalog&llm=gpt-5.4&where=onprem").0;
        assert!(share::encode(&shared).contains("where=onprem"));
        let a = on_premises(&shared, false).unwrap();
        assert_eq!(a.why, Why::OnPremises);
        assert!(!a.nearest.is_empty());
        for n in &a.nearest {
            assert!(onprem::open(n.llm));
            let s = situation(&n.link);
            assert_eq!((s.llm, s.location), (n.llm, Location::Onprem), "{}", n.link);
        }
    }
}
