//! The one-screen summary over the whole answer space: every alternative gets at least one line
//! of how it differs from the pick, and every difference is true of the catalog's facts and the
//! priced costs.

use aml_compute_advisor::advisor::advise;
use aml_compute_advisor::advisor::answers::{ModelUse, Preempt, Question, Situation};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::catalog::{Management, Preemptible};
use aml_compute_advisor::advisor::ranking::qualities::bills_always;
use aml_compute_advisor::advisor::ranking::summary::{basis, differences, Difference};

#[test]
fn every_alternative_differs_from_the_pick_truthfully() {
    let mut lines = 0;
    for s in Situation::all(&[0, 10, 168]) {
        let a = advise(&s.to_answers());
        let u = UsageInput::default().resolve(&s);
        let r = a.costs(&u);
        let cost_of = |t| r.options.iter().find(|c| c.target == t);
        let pick = a.ranked[0].target;
        assert!(!basis(
            &aml_compute_advisor::advisor::bill::route::Route::of(pick, &u),
            &u,
            &s
        )
        .is_empty());
        let (p, pc) = (pick.facts(), cost_of(pick).and_then(|c| c.monthly.total()));
        let refused = s.preempt == Preempt::No && Question::Preempt.is_asked(&s);
        for o in a.ranked.iter().skip(1) {
            let d = differences(o.target, pick, &s, cost_of(o.target), cost_of(pick));
            assert!(!d.is_empty(), "{:?} against {pick:?} in {s:?}", o.target);
            lines += 1;
            let (f, oc) = (
                o.target.facts(),
                cost_of(o.target).and_then(|c| c.monthly.total()),
            );
            for x in d {
                let holds = match x {
                    Difference::Cheaper(m) => {
                        oc.zip(pc).is_some_and(|(a, b)| a < b && b.0 - a.0 == m.0)
                    }
                    Difference::Costlier(m) => {
                        oc.zip(pc).is_some_and(|(a, b)| a > b && a.0 - b.0 == m.0)
                    }
                    Difference::NotPriced => oc.is_none() && pc.is_some(),
                    Difference::Priced(m) => oc == Some(m) && pc.is_none(),
                    // "You manage it" only of what the catalog says you manage, never of
                    // what Azure ML or Azure runs.
                    Difference::YouManageIt => {
                        f.management.value == Management::SelfManaged
                            && p.management.value != Management::SelfManaged
                    }
                    Difference::OwnMachine => f.management.value == Management::NotApplicable,
                    Difference::YouCreateIt => {
                        f.management.value == Management::Managed
                            && matches!(
                                p.management.value,
                                Management::FullyManaged
                                    | Management::Service
                                    | Management::ServiceJob
                            )
                    }
                    Difference::AzureMlManages => {
                        f.management.value == Management::Managed
                            && p.management.value == Management::SelfManaged
                    }
                    Difference::NothingToCreate => matches!(
                        f.management.value,
                        Management::FullyManaged | Management::Service | Management::ServiceJob
                    ),
                    // Whatever the catalog says a target can do, an option billed around the
                    // clock for this usage does not cost nothing while idle.
                    Difference::NoScaleToZero => {
                        (!f.scale_to_zero.value || bills_always(cost_of(o.target)))
                            && !bills_always(cost_of(pick))
                    }
                    Difference::ScalesToZero => {
                        !bills_always(cost_of(o.target))
                            && (!p.scale_to_zero.value || bills_always(cost_of(pick)))
                    }
                    Difference::OneMachine => !f.multi_node.value && p.multi_node.value,
                    Difference::SeveralMachines => f.multi_node.value && !p.multi_node.value,
                    Difference::YourGpus => {
                        s.model == ModelUse::Finetune
                            && pick == Target::ServerlessFinetune
                            && o.target != Target::ServerlessFinetune
                    }
                    Difference::AzureCapacity => {
                        s.model == ModelUse::Finetune
                            && o.target == Target::ServerlessFinetune
                            && pick != Target::ServerlessFinetune
                    }
                    Difference::NoGpus => !f.gpu.value && p.gpu.value,
                    Difference::Gpus => f.gpu.value && !p.gpu.value,
                    Difference::NoNotebooks => !f.interactive.value && p.interactive.value,
                    Difference::Notebooks => f.interactive.value && !p.interactive.value,
                    // Spot is never weighed for someone who refused interruptions.
                    Difference::NoCheaperCapacity => {
                        !refused
                            && f.preemptible.value == Preemptible::No
                            && p.preemptible.value != Preemptible::No
                    }
                    Difference::CheaperCapacity => {
                        !refused
                            && f.preemptible.value != Preemptible::No
                            && p.preemptible.value == Preemptible::No
                    }
                };
                assert!(holds, "{x:?} for {:?} against {pick:?} in {s:?}", o.target);
            }
        }
    }
    assert!(lines > 10_000, "{lines}");
}

/// What changes the decision on the pick is in view: a peak above the default rate limit and a quota to request before the model can be
/// deployed are lines of the summary, not only of the pick's closed cost details; and a model
/// retiring within 90 days leads the summary as a closed one does.
#[test]
fn what_changes_the_decision_on_the_pick_is_in_the_summary() {
    use crate::common::{at_traffics, catalog, BUSY};
    use aml_compute_advisor::advisor::facts::traffic::DEFAULT_TRAFFIC;
    use aml_compute_advisor::advisor::models;
    use aml_compute_advisor::markup::{self, Refs};
    let (mut over, mut quota, mut soon) = (0, 0, 0);
    let situations = Situation::all(&[10]).into_iter().filter(catalog).collect();
    for s in at_traffics(situations, &[DEFAULT_TRAFFIC, BUSY]) {
        let a = advise(&s.to_answers());
        let u = UsageInput::default().resolve(&s);
        let r = a.costs(&u);
        let pick = a.ranked[0].target;
        let Some(c) = r.options.iter().find(|c| c.target == pick) else {
            continue;
        };
        let summary = markup::summary(&a, &r, &mut Refs::default());
        // Markup escapes text as HTML does.
        let html = |t: &str| {
            t.replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('"', "&quot;")
        };
        let in_view = |line: &str| summary.contains(&format!("<li>{}</li>", html(line)));
        for line in &c.assumptions {
            let limit = line.contains(": above the default limit of a");
            if limit || line.contains("a quota request is needed") {
                over += usize::from(limit);
                quota += usize::from(!limit);
                assert!(in_view(line), "{line} in {s:?}\n{summary}");
            }
        }
        let decisive = summary.matches("<li>").count();
        let expected = c
            .assumptions
            .iter()
            .filter(|l| {
                l.contains(": above the default limit of a")
                    || l.contains("a quota request is needed")
            })
            .count();
        assert_eq!(decisive, expected, "{s:?}\n{summary}");
        if models::retiring_soon(s.llm, models::today()) {
            soon += 1;
            assert!(summary.contains("model-facts warn"), "{s:?}");
        }
    }
    // On the day the prices were compiled, claude-sonnet-4-5, Kimi-K2.5 and the gpt-5 family
    // retire within 90 days.
    assert!(
        over > 50 && quota > 10 && soon > 10,
        "{over} {quota} {soon}"
    );
}

/// A term a newcomer may not know is explained in the summary wherever an option shown is named
/// or described by it, once, and nowhere else.
#[test]
fn a_foundry_resource_is_explained_where_an_option_runs_on_one() {
    use aml_compute_advisor::markup::{self, Refs};
    let mut explained = 0;
    for s in Situation::all(&[10]) {
        let a = advise(&s.to_answers());
        let u = UsageInput::default().resolve(&s);
        let r = a.costs(&u);
        let summary = markup::summary(&a, &r, &mut Refs::default());
        let term = "<p class=\"glossary\"><strong>Foundry resource</strong>: the Azure resource";
        // Independently of how the summary decides: the options on a Foundry resource.
        let on_foundry = a.ranked.iter().any(|o| o.target.is_foundry());
        assert_eq!(
            summary.matches(term).count(),
            usize::from(on_foundry),
            "{s:?}"
        );
        explained += usize::from(on_foundry);
    }
    assert!(explained > 100, "{explained}");
}
