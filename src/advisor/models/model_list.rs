//! The catalog model list as a newcomer reads it: the models in groups (chat, reasoning, small
//! and cheap, open weights, embeddings), each with its size and its price per million tokens,
//! and the search that narrows the list as a person types. Every group follows from facts of
//! the model table (`models::MODELS`), by one rule in a fixed order, so each model is in exactly
//! one group and no group is a matter of taste.

use crate::advisor::facts::traffic;
use crate::advisor::models::Llm;
use crate::advisor::models::{self, Kind, Weights};

/// A group of the model list, in the order the list shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    Newest,
    Chat,
    Reasoning,
    SmallCheap,
    OpenWeights,
    Embeddings,
    /// An open model from Hugging Face that the catalog does not list (`llm=hf`).
    NotInCatalog,
}

/// The dearest output price, in micro-dollars per 1M tokens at Global Standard, of a model in
/// "small and cheap": $2.00.
pub const CHEAP_OUT: u32 = 2_000_000;

impl Group {
    pub const ALL: [Group; 7] = [
        Group::Newest,
        Group::Chat,
        Group::Reasoning,
        Group::SmallCheap,
        Group::OpenWeights,
        Group::Embeddings,
        Group::NotInCatalog,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Group::Newest => "Newest",
            Group::Chat => "Chat",
            Group::Reasoning => "Reasoning",
            Group::SmallCheap => "Small and cheap",
            Group::OpenWeights => "Open weights",
            Group::Embeddings => "Embeddings",
            Group::NotInCatalog => "Not in this list",
        }
    }

    /// What puts a model in the group, in the person's words.
    pub fn about(self) -> &'static str {
        match self {
            Group::Newest => {
                "Azure OpenAI's GPT-6 models, released in September 2026: newer than the retirement schedule (no retirement date set yet) and than the LiteLLM open price list that marks reasoning models; prices where Microsoft publishes them."
            }
            Group::Chat => "Answer straight away, with no reasoning step.",
            Group::Reasoning => {
                "Work through a problem before answering: better on hard questions, slower and dearer per answer (marked as reasoning models in the LiteLLM open price list, 2026-08-01, which marks every Claude model it lists; Claude 5.5 is newer than that list, and Opus 5.5 thinks on every request)."
            }
            Group::SmallCheap => {
                "Closed models at most $2.00 per million tokens out: for high volumes and simple tasks."
            }
            Group::OpenWeights => {
                "Weights you may download: they can also run on GPUs you rent (managed compute), and the licence is on the model card."
            }
            Group::Embeddings => "Turn text into vectors for search; billed on tokens in only.",
            Group::NotInCatalog => {
                "One of the more than 10,000 open models of the Hugging Face collection in Azure's catalog that this list does not hold: give its size in billions of parameters, and it is sized for managed compute, billed by the GPU-hour. Weights of your own are “Our own model”, one step back."
            }
        }
    }
}

/// The group of a model, by the first rule that holds: an embedding model; open weights; an
/// Azure OpenAI model newer than the retirement schedule (`Model::unscheduled`: GPT-6); a
/// Global Standard price of at most [`CHEAP_OUT`] out; a reasoning model; else chat.
pub fn group(l: Llm) -> Group {
    let m = l.model();
    if l.is_hf() {
        Group::NotInCatalog
    } else if m.kind == Kind::Embedding {
        Group::Embeddings
    } else if m.weights == Weights::Open {
        Group::OpenWeights
    } else if m.unscheduled() {
        Group::Newest
    } else if m.global.known() && m.global.output <= CHEAP_OUT {
        Group::SmallCheap
    } else if m.reasoning {
        Group::Reasoning
    } else {
        Group::Chat
    }
}

/// The model's size as the reference gives it: "70B parameters · 131 GiB of weights"; for
/// closed weights, only that (their size is not published).
pub fn size_words(l: Llm) -> String {
    let m = l.model();
    if l.is_hf() {
        return "open weights of the size you give".into();
    }
    let params = match m.params {
        "" => String::new(),
        // A mixture of experts names its size and experts: given as the name writes it.
        p if p.contains('E') => format!("{p} in its name"),
        p => format!("{p} parameters"),
    };
    let disk = match m.disk_gib {
        0 => String::new(),
        g => format!("{} GiB of weights", traffic::group(u64::from(g))),
    };
    match (m.weights, params.is_empty(), disk.is_empty()) {
        (Weights::Closed, ..) => "closed weights".into(),
        (_, false, false) => format!("{params} · {disk}"),
        (_, false, true) => params,
        (_, true, false) => disk,
        (Weights::Open, true, true) => "open weights; size not in the sources read".into(),
        _ => "size not published".into(),
    }
}

/// The Global Standard price per million tokens: "$0.71 in · $0.71 out per 1M tokens".
pub fn price_words(l: Llm) -> String {
    let m = l.model();
    let p = m.global;
    if l.is_hf() {
        return "billed by the GPU-hour on managed compute, not per token".into();
    }
    if !p.known() && models::is_claude(l) {
        return models::CLAUDE_UNPRICED_SHORT.into();
    }
    if !p.known() {
        return "price not in the dated price data".into();
    }
    let usd = |micro: u32| models::usd_micro(u64::from(micro));
    match m.kind {
        Kind::Chat => format!("{} in · {} out per 1M tokens", usd(p.input), usd(p.output)),
        Kind::Embedding => format!("{} in per 1M tokens", usd(p.input)),
    }
}

/// What a search is matched against: the name, who makes and sells the model, and its group.
fn haystack(l: Llm) -> String {
    let m = l.model();
    format!(
        "{} {} {} {}",
        m.name,
        l.hint(),
        m.seller.label(),
        group(l).label()
    )
    .to_lowercase()
}

/// Whether a model matches what was typed: every word of it, in any case, found in its name,
/// maker, seller or group ("llama", "open", "mistral small"); an empty search matches all.
pub fn matches(l: Llm, query: &str) -> bool {
    let hay = haystack(l);
    query
        .split_whitespace()
        .all(|w| hay.contains(&w.to_lowercase()))
}

/// The models offered, grouped in the list's order, each group with the models that match the
/// search (in the table's order, newest first); a group with none is left out. An open model
/// from Hugging Face stays in view whatever is typed: a name this list lacks may be one of the
/// collection's, and is then chosen there with its size.
pub fn grouped(offered: &[Llm], query: &str) -> Vec<(Group, Vec<Llm>)> {
    Group::ALL
        .into_iter()
        .map(|g| {
            let models: Vec<Llm> = offered
                .iter()
                .copied()
                .filter(|l| group(*l) == g && (l.is_hf() || matches(*l, query)))
                .collect();
            (g, models)
        })
        .filter(|(_, m)| !m.is_empty())
        .collect()
}

/// The longest search kept (a longer one is cut): a model's name is under 40 characters.
pub const MAX_SEARCH: usize = 60;

/// The search as kept: at most [`MAX_SEARCH`] characters, no control characters.
pub fn clean_search(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_SEARCH)
        .collect()
}

/// What the search found, for the live region: "3 models match “llama”."; without a search, how
/// many models the list holds in how many groups. `found` counts the list's models, not an
/// open model from Hugging Face (`hf`, where offered: in view whatever is typed).
pub fn count_words(found: usize, groups: usize, query: &str, hf: Option<Llm>) -> String {
    let q = query.trim();
    if q.is_empty() {
        let all = found + usize::from(hf.is_some());
        let models = if all == 1 { "model" } else { "models" };
        let g = if groups == 1 { "group" } else { "groups" };
        return format!("{all} {models} in {groups} {g}.");
    }
    let found = match found {
        0 => format!("No model in this list matches “{q}”"),
        1 => format!("1 model matches “{q}”"),
        n => format!("{n} models match “{q}”"),
    };
    match hf {
        Some(hf) => format!(
            "{found}; if “{q}” is an open model from Hugging Face, choose “{}” and give its size.",
            hf.label()
        ),
        None => format!("{found}."),
    }
}

/// Models a new customer can use on the date for the goal: current, more than 30 days from
/// their retirement (where any is), and fine-tunable where fine-tuning is asked.
pub fn candidates(finetune: bool) -> Vec<Llm> {
    let today = models::today();
    let lasting = |l: Llm| {
        let r = l.model().retires;
        r == 0 || models::unix_days(r) - models::unix_days(today) > 30
    };
    let open = |l: &Llm| {
        models::open_to_new(*l, today) && (!finetune || super::ftjourney::can_fine_tune(*l))
    };
    // An open model from Hugging Face is the person's own size, never a nearest option.
    let all: Vec<Llm> = Llm::ALL
        .iter()
        .copied()
        .filter(|l| open(l) && !l.is_hf())
        .collect();
    let lasting: Vec<Llm> = all.iter().copied().filter(|l| lasting(*l)).collect();
    if lasting.is_empty() {
        all
    } else {
        lasting
    }
}

/// The characters of a model's line in its name: those before its first part that starts with a
/// digit ("claude-opus-" of claude-opus-4-5, "llama-" of llama-3.2-11b-vision-instruct); the whole
/// name where no part does (gpt-chat-latest).
pub fn line_name(name: &str) -> usize {
    let mut at = 0;
    for part in name.split('-') {
        if part.starts_with(|c: char| c.is_ascii_digit()) {
            return at;
        }
        at += part.chars().count() + 1;
    }
    name.chars().count()
}

/// The characters two names share from their start.
pub fn common_prefix(a: &str, b: &str) -> usize {
    a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count()
}

/// The model a link naming a retired model with no named replacement is answered for: the
/// current model whose name shares the longest start with it, six characters at least, counted
/// no further than the name's line ([`line_name`], where that is six characters or more), so
/// that a version never outweighs newness (claude-opus-4-5 → claude-opus-5-5, not
/// claude-opus-4-8; claude-haiku-4-5 → claude-haiku-5-5: on a tie, the first in the table, the
/// newest; Llama-3.2-11B-Vision → Llama-3.3-70B), else
/// [`models::NO_SUCCESSOR`]. The answer is headed as not the model asked ([`read`]).
pub fn stand_in(retired: &str) -> Llm {
    let all = candidates(false);
    // A version shared beyond the line's name scores nothing more: claude-opus-4-5 shares
    // "claude-opus-" with every Opus model, and the newest answers it, not claude-opus-4-8.
    let line = line_name(retired);
    let best = |l: &Llm| {
        let shared = common_prefix(retired, l.slug());
        if line >= 6 {
            shared.min(line)
        } else {
            shared
        }
    };
    all.iter()
        .copied()
        .filter(|l| best(l) >= 6)
        .max_by_key(|l| (best(l), std::cmp::Reverse(*l as usize)))
        .unwrap_or(models::NO_SUCCESSOR)
}

/// A model's Global Standard input price per 1M tokens, where the data has one: what "nearest in
/// price" compares.
pub fn list_price(l: Llm) -> Option<u32> {
    let p = l.model().global;
    p.known().then_some(p.input)
}

/// How far two positive figures are apart, as a ratio (1.0: equal); far where one is unknown.
pub fn distance(a: Option<u32>, b: Option<u32>) -> u32 {
    match (a, b) {
        (Some(a), Some(b)) if a > 0 && b > 0 => {
            let (lo, hi) = (a.min(b) as u64, a.max(b) as u64);
            (hi * 100 / lo).min(u64::from(u32::MAX)) as u32
        }
        _ => u32::MAX,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::models::{Seller, COMPILED};

    fn offered() -> Vec<Llm> {
        Llm::ALL
            .iter()
            .copied()
            .filter(|l| !matches!(models::lifecycle(*l, COMPILED), models::Stage::Retired(_)))
            .collect()
    }

    #[test]
    fn every_model_offered_is_in_exactly_one_group() {
        let all = offered();
        let groups = grouped(&all, "");
        let listed: Vec<Llm> = groups.iter().flat_map(|(_, m)| m.clone()).collect();
        assert_eq!(listed.len(), all.len());
        for l in &all {
            assert_eq!(listed.iter().filter(|x| *x == l).count(), 1, "{l:?}");
            let in_groups = groups.iter().filter(|(_, m)| m.contains(l)).count();
            assert_eq!(in_groups, 1, "{l:?}");
        }
        // The groups keep the list's order, and none is empty.
        let order: Vec<Group> = groups.iter().map(|(g, _)| *g).collect();
        let mut sorted = order.clone();
        sorted.sort_by_key(|g| Group::ALL.iter().position(|x| x == g));
        assert_eq!(order, sorted);
        assert!(groups.iter().all(|(_, m)| !m.is_empty()));
        // The embedding models of the reference's table have their own group.
        assert!(order.contains(&Group::Embeddings));
    }

    #[test]
    fn the_groups_follow_the_facts_of_the_table() {
        for l in Llm::ALL.iter().copied() {
            let m = l.model();
            let g = group(l);
            // Open weights are always in their own group, and only they are; an open model
            // from Hugging Face that the catalog does not list is in one of its own.
            assert_eq!(
                g == Group::OpenWeights,
                m.weights == Weights::Open && !l.is_hf(),
                "{l:?}"
            );
            assert_eq!(g == Group::NotInCatalog, l.is_hf(), "{l:?}");
            if g == Group::SmallCheap {
                assert!(m.global.known() && m.global.output <= CHEAP_OUT, "{l:?}");
            }
            if g == Group::Reasoning {
                // Dearer than "small and cheap", or with no price to say (Claude's).
                assert!(
                    m.reasoning && (!m.global.known() || m.global.output > CHEAP_OUT),
                    "{l:?}"
                );
            }
            if g == Group::Chat {
                assert!(!m.reasoning, "{l:?}");
            }
            assert_eq!(g == Group::Newest, m.unscheduled(), "{l:?}");
        }
        assert_eq!(group(Llm::Llama3370bInstruct), Group::OpenWeights);
        assert_eq!(group(Llm::Phi4MiniInstruct), Group::OpenWeights);
        assert_eq!(group(Llm::Gpt5Mini), Group::SmallCheap);
        assert_eq!(group(Llm::Gpt4oMini), Group::SmallCheap);
        assert_eq!(group(Llm::Gpt54), Group::Reasoning);
        assert_eq!(group(Llm::ClaudeOpus5), Group::Reasoning);
        // Claude 5.5 with the other Claude models: the wizard lists them there.
        for l in [Llm::ClaudeOpus55, Llm::ClaudeSonnet55, Llm::ClaudeHaiku55] {
            assert_eq!(group(l), Group::Reasoning, "{l:?}");
            assert!(candidates(false).contains(&l), "{l:?}");
        }
        // The Claude 4 and fable models: reasoning models in LiteLLM's copy, not priced.
        for l in [
            Llm::ClaudeOpus48,
            Llm::ClaudeOpus47,
            Llm::ClaudeOpus46,
            Llm::ClaudeSonnet46,
            Llm::ClaudeFable51,
            Llm::ClaudeFable5,
        ] {
            assert_eq!(group(l), Group::Reasoning, "{l:?}");
            assert_eq!(price_words(l), models::CLAUDE_UNPRICED_SHORT, "{l:?}");
        }
        assert_eq!(group(Llm::Gpt4o), Group::Chat);
        assert_eq!(group(Llm::CohereCommandA), Group::Chat);
        for l in [Llm::Gpt6Astra, Llm::Gpt6Sol, Llm::Gpt6Luna, Llm::Gpt61Sol] {
            assert_eq!(group(l), Group::Newest);
        }
    }

    #[test]
    fn a_version_never_outweighs_newness_in_a_stand_in() {
        assert_eq!(line_name("claude-opus-4-5"), "claude-opus-".len());
        assert_eq!(line_name("llama-3.2-11b-vision-instruct"), "llama-".len());
        assert_eq!(line_name("qwen3-32b"), "qwen3-".len());
        assert_eq!(line_name("gpt-chat-latest"), "gpt-chat-latest".len());
        // claude-opus-4-5 shares more with claude-opus-4-8 than with claude-opus-5-5, yet the
        // newest Opus answers it; an unknown Opus 4 version too.
        assert_eq!(stand_in("claude-opus-4-5"), Llm::ClaudeOpus55);
        assert_eq!(stand_in("claude-opus-4-9"), Llm::ClaudeOpus55);
        assert_eq!(stand_in("claude-sonnet-4-7"), Llm::ClaudeSonnet55);
        assert_eq!(stand_in("claude-fable-4"), Llm::ClaudeFable51);
        // No line of six characters: the whole shared start counts, as before.
        assert_eq!(stand_in("gpt-chat-latest"), models::NO_SUCCESSOR);
    }

    #[test]
    fn typing_narrows_the_list_by_name_maker_seller_and_group() {
        let all = offered();
        let found = |q: &str| -> Vec<Llm> {
            grouped(&all, q)
                .into_iter()
                .flat_map(|(_, m)| m)
                .filter(|l| !l.is_hf())
                .collect()
        };
        // An open model from Hugging Face stays in view, last, whatever is typed.
        for q in ["", "llama", "no such model", "Qwen2.5-14B-Instruct"] {
            assert_eq!(
                grouped(&all, q).last(),
                Some(&(Group::NotInCatalog, vec![all[all.len() - 1]])),
                "{q}"
            );
        }
        assert_eq!(
            found("llama"),
            [
                Llm::Llama3370bInstruct,
                Llm::Llama4Maverick,
                Llm::Llama4Scout
            ]
        );
        assert_eq!(found("LLAMA 3.3"), [Llm::Llama3370bInstruct]);
        assert_eq!(found("  Meta "), found("llama"));
        assert!(found("anthropic")
            .iter()
            .all(|l| l.model().seller == Seller::Partner));
        // Claude 5.5 (opus, sonnet, haiku), claude-sonnet-5, claude-opus-5, claude-opus-4-8,
        // -4-7, -4-6, claude-sonnet-4-6, claude-fable-5-1, -5, and claude-sonnet-4-5 (current
        // until 2026-11-30).
        assert_eq!(found("anthropic").len(), 12);
        assert_eq!(found("fable"), [Llm::ClaudeFable51, Llm::ClaudeFable5]);
        assert_eq!(
            found("claude 5-5"),
            [Llm::ClaudeOpus55, Llm::ClaudeSonnet55, Llm::ClaudeHaiku55]
        );
        assert_eq!(
            found("open weights").len(),
            all.iter()
                .filter(|l| group(**l) == Group::OpenWeights)
                .count()
        );
        assert!(found("no such model").is_empty());
        assert_eq!(
            found("").len(),
            all.len() - 1,
            "all but the open model from Hugging Face"
        );
        let hf = all.iter().copied().find(|l| l.is_hf());
        assert_eq!(count_words(3, 1, "llama", None), "3 models match “llama”.");
        assert_eq!(
            count_words(0, 0, "zzz", None),
            "No model in this list matches “zzz”."
        );
        assert_eq!(
            count_words(0, 1, " qwen3-14b ", hf),
            "No model in this list matches “qwen3-14b”; if “qwen3-14b” is an open model from Hugging Face, choose “An open model from Hugging Face” and give its size."
        );
        assert_eq!(count_words(30, 4, "", hf), "31 models in 4 groups.");
        assert_eq!(clean_search(&"x\n".repeat(100)).len(), MAX_SEARCH);
    }

    #[test]
    fn each_card_says_its_size_and_price() {
        assert_eq!(
            size_words(Llm::Llama3370bInstruct),
            "70B parameters · 131 GiB of weights"
        );
        assert_eq!(size_words(Llm::Llama4Scout), "17B-16E in its name");
        assert_eq!(size_words(Llm::Phi4), "27 GiB of weights");
        assert_eq!(size_words(Llm::Ministral3b), "3B parameters");
        assert_eq!(size_words(Llm::Gpt54), "closed weights");
        assert_eq!(size_words(Llm::CohereCommandA), "size not published");
        assert_eq!(
            size_words(Llm::DeepseekV4Flash),
            "open weights; size not in the sources read"
        );
        assert_eq!(
            price_words(Llm::Llama3370bInstruct),
            "$0.71 in · $0.71 out per 1M tokens"
        );
        assert_eq!(
            price_words(Llm::Llama4Maverick),
            "price not in the dated price data"
        );
        // Claude bills in Claude Consumption Units: no price, and the card says why.
        assert!(price_words(Llm::ClaudeSonnet55).contains("Claude Consumption Units"));
        for l in Llm::ALL {
            assert!(!size_words(*l).is_empty() && !price_words(*l).is_empty());
        }
    }
}
