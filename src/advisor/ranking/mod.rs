//! The ranking floor: which options a situation gets, in what order and why. The rule tables
//! ([`rules`]: exclusions, weighted rules, tips; the requirements' own tables are theirs), the
//! qualities compared side by side ([`qualities`]), the one-line summary ([`summary`]), and here
//! [`advise`]: answers → situation → ranked options with reasons and sources, tips, and what
//! would change the pick.

pub mod qualities;
pub mod rules;
pub mod summary;

use crate::advisor::answers::{self, Answers, Question, Situation};
use crate::advisor::bill::cost;
use crate::advisor::bill::usage::Usage;
use crate::advisor::facts::catalog::{self, Target, CATALOG, LEGACY};
use crate::advisor::facts::num;
use crate::advisor::facts::sources::Source;
use crate::advisor::models::{self, ftjourney};
use crate::advisor::requirements::rule_rows::Verdict;
use crate::advisor::requirements::{network, residency};
use serde::Serialize;

/// A reason, caveat or tip with the source it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Note {
    pub text: &'static str,
    pub source: Source,
}

/// One ranked option.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RankedOption {
    pub target: Target,
    pub name: &'static str,
    /// 1 is the best.
    pub rank: u8,
    pub score: i32,
    /// What speaks for it ("because you chose ...").
    pub reasons: Vec<Note>,
    /// What speaks against it ("why not first").
    pub caveats: Vec<Note>,
}

/// A target left out, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Excluded {
    pub target: Target,
    pub name: &'static str,
    pub why: Note,
}

/// A single answer change that would change the top pick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Change {
    pub question: &'static str,
    pub key: &'static str,
    pub value: String,
    pub value_label: String,
    pub top: Target,
    pub top_name: &'static str,
}

/// Everything the advisor says for one situation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Advice {
    pub situation: Situation,
    /// Best first. Never empty over the answer space (`tests/native/guardrails.rs`); a link's own size
    /// of an open model from Hugging Face that no single priced machine holds leaves it empty,
    /// which the page and `advise` say with the reasons under "not suitable".
    pub ranked: Vec<RankedOption>,
    pub excluded: Vec<Excluded>,
    /// Practical tips for the top pick and the situation.
    pub tips: Vec<Note>,
    /// What would change the top pick.
    pub changes: Vec<Change>,
    /// Legacy targets the reader may know of, named so as to steer away from them.
    pub legacy: Vec<catalog::Legacy>,
    /// The catalog model advised on, with its lifecycle in its seller's terms (own models: none).
    pub model: Option<ModelFacts>,
}

/// What a person should know of a catalog model before anything else: who sells it, its weights
/// and lifecycle on the date the advice is for, and whether a new customer can deploy it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ModelFacts {
    pub name: &'static str,
    pub seller: &'static str,
    pub weights: &'static str,
    /// "ga", "preview", "legacy", "deprecated", "retired" or "unlisted".
    pub status: &'static str,
    /// The lifecycle in the seller's terms, with its dates.
    pub lifecycle: String,
    /// A new customer (a subscription that never deployed it) can deploy it.
    pub open_to_new_customers: bool,
    pub fine_tunable: bool,
    /// The date the lifecycle was read for.
    pub as_of: String,
}

impl ModelFacts {
    pub fn of(l: models::Llm) -> ModelFacts {
        let m = l.model();
        let today = models::today();
        let status = match models::lifecycle(l, today) {
            models::Stage::Preview => "preview",
            models::Stage::Ga => "ga",
            models::Stage::Legacy => "legacy",
            models::Stage::Deprecated(_) => "deprecated",
            models::Stage::Retired(_) => "retired",
            models::Stage::Unlisted => "unlisted",
        };
        ModelFacts {
            name: m.name,
            seller: m.seller.label(),
            weights: m.weights.label(),
            status,
            lifecycle: models::lifecycle_text(l, today),
            open_to_new_customers: models::open_to_new(l, today),
            fine_tunable: m.fine_tunable(),
            as_of: models::day_text(today),
        }
    }
}

impl ModelFacts {
    /// The model's facts as a journey reads them: fine-tuning it, its fine-tuned deployments'
    /// own date where the schedule gives one.
    pub fn of_journey(l: models::Llm, finetuned: bool, instead: Option<models::Llm>) -> ModelFacts {
        ModelFacts {
            lifecycle: ftjourney::lifecycle_text(l, models::today(), finetuned, instead),
            ..ModelFacts::of(l)
        }
    }
}

impl Advice {
    pub fn top(&self) -> Option<&RankedOption> {
        self.ranked.first()
    }

    /// What each ranked option costs for `usage`, in rank order.
    pub fn costs(&self, usage: &Usage) -> cost::CostReport {
        let targets: Vec<Target> = self.ranked.iter().map(|o| o.target).collect();
        cost::report(
            &targets,
            usage,
            &self.situation,
            serving_pick(&self.situation),
        )
    }
}

/// Where a model being fine-tuned is then served: the top pick of the same situation asked as
/// serving it in real time (a standard deployment, or provisioned throughput where it pays).
/// `None` where no model is fine-tuned, and in serving, whose options already are these.
pub fn serving_pick(s: &Situation) -> Option<Target> {
    (s.model == answers::ModelUse::Finetune && s.stage == answers::Stage::Train).then(|| {
        let serving = Situation {
            stage: answers::Stage::Deploy,
            serve: answers::Serve::Realtime,
            ..*s
        };
        rank(&serving)
            .0
            .first()
            .map_or(Target::StandardDeployment, |o| o.target)
    })
}

/// Ranks the targets for a situation: exclusions first, then the weighted rules; ties keep
/// catalog order. An eligible target that nothing speaks for is left out as "not called for".
pub fn rank(s: &Situation) -> (Vec<RankedOption>, Vec<Excluded>) {
    let mut ranked = Vec::new();
    let mut excluded = Vec::new();
    for facts in CATALOG.iter() {
        let t = facts.target;
        let listed = rules::EXCLUSIONS
            .iter()
            .chain(network::EXCLUSIONS)
            .find(|e| e.targets.contains(&t) && (e.when)(s))
            .map(|e| Note {
                // Under `residency=region`, the reason names the regions that offer the route.
                text: if e.why == residency::REGION_ONLY {
                    residency::region_only(t, s).unwrap_or(e.why)
                } else {
                    e.why
                },
                source: e.source,
            });
        let fact_rules = || {
            rules::FACT_RULES
                .iter()
                .filter(|r| (r.when)(s) && (r.applies)(facts))
        };
        let from_facts = || {
            fact_rules()
                .find(|r| r.verdict == Verdict::Exclude)
                .map(|r| Note {
                    text: r.text,
                    source: (r.source)(facts),
                })
        };
        if let Some(why) = listed.or_else(from_facts) {
            excluded.push(Excluded {
                target: t,
                name: facts.name,
                why,
            });
            continue;
        }
        let weighed = rules::RULES
            .iter()
            .chain(network::RULES)
            .filter(|r| r.targets.contains(&t) && (r.when)(s))
            .map(|r| (r.weight, r.text, r.source))
            .chain(fact_rules().filter_map(|r| match r.verdict {
                Verdict::Weigh(w) => Some((w, r.text, (r.source)(facts))),
                Verdict::Exclude => None,
            }));
        let mut score = 0i32;
        let mut reasons = Vec::new();
        let mut caveats = Vec::new();
        for (weight, text, source) in weighed {
            score += i32::from(weight);
            let note = Note { text, source };
            if weight > 0 {
                reasons.push(note);
            } else {
                caveats.push(note);
            }
        }
        if reasons.is_empty() {
            excluded.push(Excluded {
                target: t,
                name: facts.name,
                why: Note {
                    text: "None of your answers calls for it.",
                    source: facts.purpose.source,
                },
            });
            continue;
        }
        ranked.push(RankedOption {
            target: t,
            name: facts.name,
            rank: 0,
            score,
            reasons,
            caveats,
        });
    }
    // Stable sort: equal scores keep catalog order, so the result is deterministic.
    num::sort_small(&mut ranked, |a, b| a.score > b.score);
    for (i, o) in ranked.iter_mut().enumerate() {
        o.rank = u8::try_from(i + 1).unwrap_or(u8::MAX);
    }
    (ranked, excluded)
}

/// The top pick alone: cheaper than [`advise`] when only the pick matters.
pub fn top_pick(s: &Situation) -> Option<Target> {
    rank(s).0.first().map(|o| o.target)
}

/// The tips for a pick in a situation.
pub fn tips_for(s: &Situation, pick: Target) -> Vec<Note> {
    rules::TIPS
        .iter()
        .chain(network::TIPS)
        .filter(|t| t.target.includes(pick) && (t.when)(s))
        .map(|t| Note {
            text: t.text,
            source: t.source,
        })
        .collect()
}

/// Every single-answer change (to a question asked for these answers) that changes the top pick.
///
/// Each change is weighed with the other answers as the person gave them, so a question they left
/// open takes the default of the situation the change leads to (training alone means scripts,
/// whatever experimenting would have assumed), and busy hours, which mean hours at peak traffic
/// for real-time serving, are not carried across that line.
pub fn changes(answers: &Answers, current: Option<Target>) -> Vec<Change> {
    let s = answers.situation();
    let mut out = Vec::new();
    for q in Question::ALL {
        if q.is_number() || !q.is_asked(&s) {
            continue;
        }
        let now = q.value_in(&s);
        // The catalog model's list is long: one model is named for each pick another would give
        // (the first in the table's order), not every model that gives it.
        let mut given: Vec<Target> = Vec::new();
        for c in q.offered(&s) {
            if c.slug == now {
                continue;
            }
            // The answers "Try it" leads to (`link::trial::apply`), so the pick named is the one given.
            let a = crate::advisor::questions::with_answer(answers, q, c.slug);
            let then = a.situation();
            if let Some(top) = top_pick(&then) {
                if Some(top) != current {
                    // An answer that moves the advice to another model (a requirement the model
                    // has no route for: `residency::settle`) says so, or the pick would read as
                    // this model's.
                    let asked = answers.llm.unwrap_or(s.llm);
                    let value_label = if q != Question::Residency || then.llm == s.llm {
                        c.label.to_string()
                    } else if then.llm == asked {
                        format!("{}, for {} as asked", c.label, asked.model().name)
                    } else {
                        format!(
                            "{}, for {} ({} has no route there)",
                            c.label,
                            then.llm.model().name,
                            asked.model().name
                        )
                    };
                    if q == Question::Llm {
                        if given.contains(&top) {
                            continue;
                        }
                        given.push(top);
                    }
                    out.push(Change {
                        question: q.short(),
                        key: q.key(),
                        value: c.slug.to_string(),
                        value_label,
                        top,
                        top_name: top.name(),
                    });
                }
            }
        }
    }
    out
}

/// The whole advice for some answers.
pub fn advise(answers: &Answers) -> Advice {
    let s = answers.situation();
    let (ranked, excluded) = rank(&s);
    let top = ranked.first().map(|o| o.target);
    let tips = top.map(|t| tips_for(&s, t)).unwrap_or_default();
    let legacy = if s.stage == answers::Stage::Deploy {
        LEGACY.to_vec()
    } else {
        Vec::new()
    };
    let catalog = s.model != answers::ModelUse::Own
        && matches!(s.stage, answers::Stage::Train | answers::Stage::Deploy);
    Advice {
        situation: s,
        changes: changes(answers, top),
        ranked,
        excluded,
        tips,
        legacy,
        model: catalog.then(|| {
            ModelFacts::of_journey(
                s.llm,
                s.model == answers::ModelUse::Finetune,
                residency::launch_instead(&s),
            )
        }),
    }
}
