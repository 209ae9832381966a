//! Invariants over the whole answer space: every discrete combination (and a spread of hours)
//! yields a ranked recommendation, deterministically, and never advice the documentation forbids.
#![cfg(not(target_arch = "wasm32"))]

use aml_compute_advisor::advisor::catalog::Target;
use aml_compute_advisor::advisor::cost::{self, Priority, UsageInput};
use aml_compute_advisor::advisor::questions::{Location, Mode, Question, Serve, Situation, Stage};
use aml_compute_advisor::advisor::{advise, rank, rules, tips_for, Advice};
use aml_compute_advisor::importer::is_retired;
use std::collections::HashSet;
use std::sync::OnceLock;

const HOURS: [u8; 5] = [0, 3, 20, 80, 168];

fn space() -> &'static Vec<(Situation, Advice)> {
    static SPACE: OnceLock<Vec<(Situation, Advice)>> = OnceLock::new();
    SPACE.get_or_init(|| {
        Situation::all(&HOURS)
            .into_iter()
            .map(|s| (s, advise(&s.to_answers())))
            .collect()
    })
}

#[test]
fn every_combination_is_ranked_deterministically() {
    assert!(space().len() > 5_000, "{}", space().len());
    for (s, a) in space() {
        assert!(!a.ranked.is_empty(), "{s:?}");
        assert_eq!(&advise(&s.to_answers()), a, "not deterministic for {s:?}");
        let ranks: Vec<u8> = a.ranked.iter().map(|o| o.rank).collect();
        assert_eq!(ranks, (1..=a.ranked.len() as u8).collect::<Vec<_>>());
        // Every option says why, with a source; every target is either ranked or excluded.
        for o in &a.ranked {
            assert!(!o.reasons.is_empty(), "{s:?} {:?}", o.target);
        }
        assert_eq!(a.ranked.len() + a.excluded.len(), Target::ALL.len());
    }
}

#[test]
fn cloud_answers_get_alternatives() {
    for (s, a) in space() {
        if s.location == Location::Cloud {
            assert!(a.ranked.len() >= 2, "{s:?} has no alternative");
        }
    }
}

#[test]
fn no_low_priority_advice_for_instances_or_online_endpoints() {
    for (s, a) in space() {
        for o in &a.ranked {
            let spot_words = |t: &str| t.contains("low-priority") || t.contains("Spot");
            if !o.target.allows_preemptible() {
                assert!(
                    !o.reasons.iter().any(|r| spot_words(r.text)),
                    "{s:?} {:?}",
                    o.target
                );
            }
            for tip in rules::TIPS.iter().filter(|t| t.preemptible) {
                let applies = tip.target.is_some_and(|ts| ts.contains(&o.target)) && (tip.when)(s);
                assert!(
                    !applies || o.target.allows_preemptible(),
                    "{} for {:?}",
                    tip.id,
                    o.target
                );
            }
        }
        // Pricing, too: asking for low priority never discounts an instance or an endpoint.
        let low = UsageInput {
            priority: Some(Priority::LowPriority),
            ..UsageInput::default()
        }
        .resolve(s);
        let dedicated = UsageInput {
            priority: Some(Priority::Dedicated),
            ..UsageInput::default()
        }
        .resolve(s);
        for t in [
            Target::ComputeInstance,
            Target::ManagedOnlineEndpoint,
            Target::KubernetesOnlineEndpoint,
        ] {
            let (l, d) = (cost::estimate(t, &low, s), cost::estimate(t, &dedicated, s));
            assert_eq!(l.monthly, d.monthly, "{t:?}");
            assert!(l.low_priority.is_none(), "{t:?}");
        }
    }
}

#[test]
fn no_retired_vm_series_anywhere() {
    for v in aml_compute_advisor::advisor::prices::sizes() {
        assert!(!is_retired(v.name), "{}", v.name);
    }
    for (s, _) in space() {
        let vm = cost::default_vm(s);
        assert!(
            !is_retired(vm) && aml_compute_advisor::advisor::prices::size(vm).is_some(),
            "{vm}"
        );
    }
}

#[test]
fn serving_puts_the_right_kind_of_endpoint_first() {
    for (s, a) in space() {
        let top = a.ranked[0].target;
        if s.stage == Stage::Deploy && s.serve == Serve::Realtime {
            assert!(top.is_online_endpoint(), "{s:?}: {top:?}");
        }
        if s.stage == Stage::Deploy && s.serve == Serve::Batch {
            assert!(!top.is_online_endpoint(), "{s:?}: {top:?}");
        }
        if s.stage != Stage::Deploy {
            assert!(a
                .ranked
                .iter()
                .all(|o| !o.target.is_online_endpoint() && o.target != Target::BatchEndpoint));
        }
    }
}

#[test]
fn automl_is_never_advised_on_kubernetes() {
    for (s, a) in space() {
        for o in a.ranked.iter().filter(|o| o.target == Target::Kubernetes) {
            assert!(
                !o.reasons
                    .iter()
                    .any(|r| r.text.contains("AutoML") || r.text.contains("Automated ML")),
                "{s:?}"
            );
            if s.stage == Stage::Sweep {
                assert!(o.caveats.iter().any(|c| c
                    .text
                    .starts_with("Automated ML does not run on Kubernetes")));
            }
        }
    }
}

#[test]
fn databricks_only_for_local_runs_and_pipelines() {
    for (s, a) in space() {
        if a.ranked
            .iter()
            .any(|o| o.target == Target::AttachedDatabricks)
        {
            assert!(
                matches!(s.stage, Stage::Explore | Stage::Train) && s.mode == Mode::Script,
                "{s:?}"
            );
        }
    }
}

#[test]
fn on_premises_never_puts_a_cloud_only_target_first() {
    for (s, a) in space() {
        if s.location == Location::Onprem {
            assert!(
                !a.ranked[0].target.facts().cloud_only,
                "{s:?}: {:?}",
                a.ranked[0].target
            );
        }
    }
}

#[test]
fn every_target_is_reachable() {
    let ranked: HashSet<Target> = space()
        .iter()
        .flat_map(|(_, a)| a.ranked.iter().map(|o| o.target))
        .collect();
    assert_eq!(ranked.len(), Target::ALL.len());
}

/// What the advice amounts to (ranking and tips), for comparing two situations.
fn fingerprint(s: &Situation) -> (Vec<Target>, Vec<&'static str>) {
    let ranked: Vec<Target> = rank(s).0.iter().map(|o| o.target).collect();
    let tips = tips_for(s, ranked[0]).iter().map(|t| t.text).collect();
    (ranked, tips)
}

#[test]
fn a_question_is_asked_exactly_when_its_answer_can_change_the_advice() {
    let mut matters: HashSet<Question> = HashSet::new();
    for (s, _) in space() {
        let here = fingerprint(s);
        for q in Question::ALL {
            if q == Question::Hours {
                continue; // Hours price the options; the ranking does not depend on them.
            }
            for c in q.choices() {
                let mut other = s.to_answers();
                other.set(q, c.slug);
                let there = fingerprint(&other.situation());
                if !q.is_asked(s.stage, s.serve) {
                    assert_eq!(
                        here, there,
                        "{q:?}={} moved unasked advice for {s:?}",
                        c.slug
                    );
                } else if here != there && q.value_in(s) != c.slug {
                    matters.insert(q);
                }
            }
        }
    }
    let asked: HashSet<Question> = Question::ALL
        .into_iter()
        .filter(|q| *q != Question::Hours)
        .collect();
    assert_eq!(matters, asked, "some question never changes the advice");
}

#[test]
fn what_would_change_this_is_exact() {
    for (s, a) in space().iter().step_by(7) {
        let top = a.ranked[0].target;
        for c in &a.changes {
            let mut other = s.to_answers();
            assert!(other.set(
                Question::ALL
                    .into_iter()
                    .find(|q| q.key() == c.key)
                    .unwrap(),
                &c.value
            ));
            assert_eq!(advise(&other).ranked[0].target, c.top);
            assert_ne!(c.top, top);
        }
    }
}
