//! Fine-tuning journeys kept whole, over every model of the table: the method a job is priced
//! with is the method its commands write (reinforcement with a grader, supervised without),
//! and every view names it the same way; every hosting fee the price data knows is on the bill
//! of the fine-tuned model it belongs to; a fine-tuned deployment's own date and the training
//! cut-off for existing customers are said where the schedule gives them; and open weights
//! Azure does not fine-tune to serve per token are fine-tuned first on your own GPUs.
#![allow(clippy::inconsistent_digit_grouping)] // dates are written 2027_04_14

use aml_compute_advisor::advisor::answers::{ModelUse, Question, Stage};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::bill::{cost, finetune, Estimate};
use aml_compute_advisor::advisor::documents::create::{self, Names};
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::models::ftjourney::{self, Method};
use aml_compute_advisor::advisor::models::{self, Llm, Weights, MODELS};
use aml_compute_advisor::advisor::{advise, documents::export, link::share, ranking::summary};

/// The fine-tuning journey of a model, as a link gives it.
fn journey(l: Llm) -> String {
    format!(
        "stage=train&model=finetune&llm={}&traintokens=10&epochs=2&requests=1000&intokens=2000&outtokens=500&dayhours=8",
        l.slug()
    )
}

fn report(q: &str) -> export::Report {
    let (shared, notices) = share::decode(q);
    export::Report::new(&shared, &notices)
}

/// The models a new customer can still fine-tune somewhere on the date of the table.
fn tunable() -> impl Iterator<Item = Llm> {
    Llm::ALL.iter().copied().filter(|l| {
        l.model().fine_tunable()
            && models::open_to_new(models::current(*l, models::COMPILED), models::COMPILED)
    })
}

/// Words that say a job bills per hour of training and a grader's tokens, or per training token.
fn says_rft(t: &str) -> bool {
    t.contains("per hour of training")
        || t.contains("hours each job trains")
        || t.contains("hours a job trains")
}

#[test]
fn every_method_is_priced_and_written_as_itself() {
    let mut seen = [0; 2];
    for l in tunable() {
        let r = report(&journey(l));
        let u = r.costs.usage;
        assert_eq!(u.llm, Some(l), "{l:?}");
        let hub = l.model().finetune.unwrap().hub;
        for m in ftjourney::methods(l) {
            seen[m as usize] += 1;
            // The bill of that method.
            let bill = finetune::job_items_as(&u, m);
            match (m, &bill) {
                (Method::Reinforcement, Err(why)) => {
                    assert!(says_rft(why) && why.contains("grader"), "{l:?}: {why}");
                    assert!(!why.contains("per 1M"), "{why}");
                }
                (Method::Reinforcement, Ok(items)) => {
                    panic!("{l:?}: reinforcement priced per token: {items:?}")
                }
                (Method::Supervised, Ok(items)) => {
                    assert!(items[0].working.contains("training tokens"), "{items:?}")
                }
                (Method::Supervised, Err(why)) => {
                    assert!(why.contains("training price"), "{l:?}: {why}")
                }
            }
            // The commands of that method.
            let mut i = create::Input::from_usage(&u);
            i.method = Some(m);
            let plan = create::plan(
                Target::ServerlessFinetune,
                &i,
                &Names::for_target(Target::ServerlessFinetune),
            );
            for s in plan.snippets.iter().filter(|s| s.tool != Tool::Yaml) {
                let written = |kind: &str| s.code.contains(&format!("\"type\": \"{kind}\""));
                if hub {
                    // A hub's serverless job is supervised by its task, with no method.
                    assert!(
                        s.code.contains("chat_completion") || s.code.contains("CHAT_COMPLETION")
                    );
                    assert!(!s.code.contains("reinforcement"), "{l:?}");
                    continue;
                }
                assert!(written(m.api()), "{l:?} {m:?} {:?}:\n{}", s.tool, s.code);
                let other = match m {
                    Method::Supervised => "reinforcement",
                    Method::Reinforcement => "supervised",
                };
                assert!(!written(other), "{l:?} {m:?}:\n{}", s.code);
                assert_eq!(
                    s.code.contains("\"grader\""),
                    m == Method::Reinforcement,
                    "{l:?} {m:?}:\n{}",
                    s.code
                );
                // A field the create reference does not give is marked where it is written.
                if m == Method::Reinforcement {
                    assert!(s.code.contains("# Unverified"), "{}", s.code);
                }
            }
            let rft_notes = plan.notes.iter().any(|n| n.text.contains("grader"));
            assert_eq!(rft_notes, m == Method::Reinforcement && !hub, "{l:?} {m:?}");
            assert!(plan
                .notes
                .iter()
                .filter(|n| n.text.contains("OpenAI's fine-tuning API"))
                .all(|n| n.unverified));
        }
        // The page's one method: headline, cost line, assumptions, basis and commands agree.
        let Some(m) = ftjourney::method(l) else {
            continue;
        };
        let rft = m == Method::Reinforcement;
        let Some(o) = r
            .advice
            .ranked
            .iter()
            .find(|o| o.target == Target::ServerlessFinetune)
        else {
            continue;
        };
        let reasons: String = o.reasons.iter().map(|n| n.text).collect();
        assert_eq!(says_rft(&reasons), rft, "{l:?}: {reasons}");
        assert_eq!(
            reasons.contains("per training token"),
            !rft || reasons.contains("not per training token"),
            "{reasons}"
        );
        let c = r
            .costs
            .options
            .iter()
            .find(|c| c.target == Target::ServerlessFinetune)
            .unwrap();
        let lines = match &c.monthly {
            Estimate::Priced { items, .. } => items.iter().map(|i| i.working.clone()).collect(),
            Estimate::NotEstimated { why } => why.clone(),
        };
        assert_eq!(says_rft(&lines), rft, "{l:?}: {lines}");
        assert!(
            c.assumptions.iter().any(|a| a.contains(m.words())),
            "{l:?}: {:?}",
            c.assumptions
        );
        let basis = summary::basis(
            &aml_compute_advisor::advisor::bill::route::Route::of(Target::ServerlessFinetune, &u),
            &u,
            &r.advice.situation,
        );
        assert_eq!(basis.contains("reinforcement"), rft, "{basis}");
        assert_eq!(basis.contains("training tokens"), !rft, "{basis}");
        let md = export::markdown(&r, &journey(l), &Default::default());
        assert_eq!(
            md.contains("\"type\": \"reinforcement\""),
            rft && !hub,
            "{l:?}"
        );
        // The tips agree too, where serverless fine-tuning is the pick they are for.
        if r.advice.ranked[0].target != Target::ServerlessFinetune {
            continue;
        }
        let tips: String = r.advice.tips.iter().map(|t| t.text).collect();
        assert_eq!(
            tips.contains("You pay for training tokens"),
            !rft,
            "{l:?}: {tips}"
        );
    }
    assert!(
        seen[Method::Supervised as usize] > 5 && seen[Method::Reinforcement as usize] >= 2,
        "{seen:?}"
    );
}

/// The Global hosting meters of deployed fine-tuned models in the price data (an extract of the
/// Retail records of 2026-07-31), each with the model of the table it bills, or `None` for a
/// model the table does not hold (retired, or an older generation).
const METERS: [(&str, Option<Llm>); 11] = [
    ("gpt-4.1-ft hosting global Unit", Some(Llm::Gpt41)),
    ("gpt-4.1-mini-ft hosting global Unit", Some(Llm::Gpt41Mini)),
    ("gpt-4o-0806-FT-Hstng-glbl Unit", Some(Llm::Gpt4o)),
    ("gpt-4o-mini-0718-FT-Hstng-glbl Unit", Some(Llm::Gpt4oMini)),
    ("OSS-20b FT Deployment Hosting Unit", Some(Llm::GptOss20b)),
    // Retired 2026-10-14 and 2026-11-19.
    ("gpt-4.1-nano-ft hosting global Unit", None),
    ("o4-mini-ft hosting global Unit", None),
    ("o3-mini-ft hosting global Unit", None),
    // Older generations.
    ("babbage-002-FT-Hstng-glbl Unit", None),
    ("davinci-002-FT-Hstng-glbl Unit", None),
    ("gpt-4-8K-FT-Hstng-glbl Unit", None),
];

/// Regional and Data Zone hosting meters: the fine-tuned models of the table are served and
/// priced as Global Standard (gpt-5, regional Standard only, has no hosting meter at all).
fn global(meter: &str) -> bool {
    !["regnl", "regional", "Dz", "DZ"]
        .iter()
        .any(|z| meter.contains(z))
}

#[test]
fn every_hosting_fee_the_data_knows_is_billed() {
    let data = include_str!("../fixtures/finetune-hosting-meters-2026-07-31.csv");
    let mut billed = Vec::new();
    for row in data.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let f: Vec<&str> = row.split(',').collect();
        let (meter, usd) = (f[1], f[3]);
        if !global(meter) || meter.contains("35-turbo") {
            continue;
        }
        let l = METERS
            .iter()
            .find(|(m, _)| *m == meter)
            .unwrap_or_else(|| panic!("a hosting meter no model claims: {meter}"))
            .1;
        let Some(l) = l else {
            // Not in the table: no model of it to advise.
            assert!(Llm::ALL
                .iter()
                .all(|x| x.model().finetune.is_none_or(|f| f.hosting_key != meter)));
            continue;
        };
        let cents = (usd.parse::<f64>().unwrap() * 100.0).round() as u32;
        assert_eq!(finetune::hosting(l), Some((cents, meter)), "{l:?}");
        // On the bill of the fine-tuned model's serving, priced or not.
        let r = report(&journey(l));
        let serve = r.costs.then_serve.as_ref().expect("then serve it");
        let shown = match &serve.monthly {
            Estimate::Priced { items, .. } => items
                .iter()
                .find(|i| i.label == "Hosting the fine-tuned model")
                .map(|i| i.working.clone())
                .unwrap_or_default(),
            Estimate::NotEstimated { why } => why.clone(),
        };
        assert!(shown.contains(meter), "{l:?}: {shown}");
        assert!(
            shown.contains(&aml_compute_advisor::advisor::facts::num::usd(
                f64::from(cents) / 100.0,
                4
            )),
            "{shown}"
        );
        billed.push(l);
    }
    // Every fine-tunable model of the table: its fee where the data has one, none invented.
    for l in Llm::ALL.iter().filter(|l| l.model().fine_tunable()) {
        assert_eq!(finetune::hosting(*l).is_some(), billed.contains(l), "{l:?}");
    }
    assert_eq!(billed.len(), 5, "{billed:?}");
}

#[test]
fn fine_tuned_deployments_say_their_own_dates() {
    for l in tunable() {
        let f = l.model().finetune.unwrap();
        let r = report(&journey(l));
        let facts = r.advice.model.as_ref().unwrap();
        let serve = r.costs.then_serve.as_ref().unwrap();
        let words = serve.assumptions.join(" ");
        let plan = create::plan_for(serve.target, &r.costs.usage);
        let notes: String = plan.notes.iter().map(|n| n.text.as_str()).collect();
        if f.deployed_until != 0 {
            let d = models::day_text(f.deployed_until);
            assert!(facts.lifecycle.contains(&d), "{l:?}: {}", facts.lifecycle);
            assert!(words.contains(&d), "{l:?}: {words}");
            if serve.target == Target::StandardDeployment {
                assert!(notes.contains(&d), "{l:?}: {notes}");
            }
        } else {
            assert!(
                !facts.lifecycle.contains("Fine-tuned"),
                "{l:?}: nothing invented"
            );
        }
        // Existing customers only: said with the training cut-off, in the costs and commands.
        let job = r
            .costs
            .options
            .iter()
            .find(|c| c.target == Target::ServerlessFinetune)
            .unwrap();
        let job_plan = create::plan_for(Target::ServerlessFinetune, &r.costs.usage);
        let job_notes: String = job_plan.notes.iter().map(|n| n.text.as_str()).collect();
        if f.existing_only {
            assert_ne!(f.train_until, 0, "{l:?}: the schedule gives its date");
            let d = models::day_text(f.train_until);
            for w in [job.assumptions.join(" "), job_notes] {
                assert!(
                    w.contains("existing customers only") && w.contains(&d),
                    "{l:?}: {w}"
                );
            }
        } else {
            assert!(!job
                .assumptions
                .join(" ")
                .contains("existing customers only"));
        }
    }
    // The dates the schedule of 2026-10-05 gives (§8).
    let until = |l: Llm| {
        l.model()
            .finetune
            .map(|f| (f.train_until, f.deployed_until))
    };
    assert_eq!(until(Llm::Gpt41), Some((2027_04_14, 2027_10_14)));
    assert_eq!(until(Llm::Gpt41Mini), Some((2027_04_14, 2027_10_14)));
    assert_eq!(until(Llm::Gpt4o), Some((2027_04_01, 2027_10_01)));
    assert_eq!(until(Llm::Gpt4oMini), Some((2027_04_01, 2027_10_01)));
}

#[test]
fn open_weights_without_serverless_fine_tuning_train_first_on_your_gpus() {
    let mut seen = 0;
    for (l, m) in Llm::ALL.iter().zip(MODELS.iter()) {
        if !models::open_to_new(*l, models::COMPILED) || m.kind != models::Kind::Chat {
            continue;
        }
        let first = ftjourney::own_gpus_first(*l);
        assert_eq!(
            first,
            m.weights == Weights::Open && m.finetune.is_none_or(|f| f.deploy.managed),
            "{l:?}"
        );
        if !first {
            continue;
        }
        for hours in [5u8, 40] {
            let q = format!("{}&hours={hours}", journey(*l));
            let r = report(&q);
            let s = &r.advice.situation;
            assert_eq!(s.model, ModelUse::Finetune, "{l:?}: kept fine-tuning");
            assert_eq!(s.stage, Stage::Train);
            assert!(Question::Hours.is_asked(s), "{l:?}");
            let top = r.advice.ranked[0].target;
            assert!(
                matches!(top, Target::ComputeCluster | Target::Serverless),
                "{l:?}: {top:?}"
            );
            assert_eq!(
                r.advice
                    .ranked
                    .iter()
                    .any(|o| o.target == Target::ServerlessFinetune),
                m.fine_tunable(),
                "{l:?}"
            );
            // Priced as your own training is: the VM by the hours given.
            let c = r.costs.options.iter().find(|c| c.target == top).unwrap();
            let total = c
                .monthly
                .total()
                .unwrap_or_else(|| panic!("{l:?}: {:?}", c.monthly));
            assert!(total.0 > 0, "{l:?}");
            assert!(
                c.assumptions
                    .iter()
                    .any(|a| a.contains(&format!("{hours} h a week"))),
                "{:?}",
                c.assumptions
            );
            // Nowhere said it cannot be fine-tuned.
            let md = export::markdown(&r, &q, &Default::default());
            assert!(!md.contains("cannot be fine-tuned"), "{l:?}");
            // Then served on managed compute, never per token.
            let serve = r.costs.then_serve.as_ref().unwrap();
            assert_eq!(serve.target, Target::ManagedOnlineEndpoint, "{l:?}");
            // The commands: a job on that compute, named.
            let plan = create::plan_for(top, &r.costs.usage);
            let yaml = plan
                .snippets
                .iter()
                .find(|s| s.tool == Tool::Yaml && s.file == Some("finetune.yml"))
                .unwrap();
            assert!(
                yaml.code.contains("type: finetuning") && !yaml.code.contains("name: \"\""),
                "{}",
                yaml.code
            );
        }
        // More hours cost more.
        let cost_at = |h: u8| {
            let r = report(&format!("{}&hours={h}", journey(*l)));
            r.costs.options[0].monthly.total().unwrap()
        };
        assert!(cost_at(5) < cost_at(40), "{l:?}");
        seen += 1;
    }
    // Open weights with no serverless fine-tuning at all (DeepSeek, Llama 4, Mistral Large 3) and
    // gpt-oss-120b, whose fine-tuned weights deploy on managed compute.
    assert!(
        ftjourney::own_gpus_first(Llm::DeepseekV32) && !Llm::DeepseekV32.model().fine_tunable()
    );
    assert!(ftjourney::own_gpus_first(Llm::GptOss120b));
    assert!(!ftjourney::own_gpus_first(Llm::Gpt41) && !ftjourney::own_gpus_first(Llm::Phi4));
    assert!(seen >= 5, "{seen}");
    // The costs of a job on Azure's capacity are unchanged by hours nobody asked.
    let base = UsageInput::default();
    let (shared, _) = share::decode(&journey(Llm::Gpt41Mini));
    let a = advise(&shared.answers);
    assert!(!Question::Hours.is_asked(&a.situation));
    let u = base.resolve(&a.situation);
    let c = cost::estimate(
        &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
        Target::ServerlessFinetune,
        &u,
        &a.situation,
    );
    assert!(c.monthly.total().is_some());
}

/// A retired base whose fine-tuning goes on for existing customers (o4-mini) is told so, with
/// its dates, whichever model the advice moves to.
#[test]
fn a_retired_base_still_fine_tuned_by_existing_customers_is_told_its_dates() {
    for (slug, train, deployed) in ftjourney::RETIRED_BASES {
        assert!(models::RETIRED.iter().any(|r| r.0 == slug), "{slug}");
        for stage in ["train", "deploy"] {
            let (_, notices) = share::decode(&format!("stage={stage}&model=finetune&llm={slug}"));
            let said: Vec<&str> = notices.iter().map(|n| n.message.as_str()).collect();
            assert!(
                said.iter().any(|m| m.contains("existing customers")
                    && m.contains(&models::day_text(train))
                    && m.contains(&models::day_text(deployed))),
                "{slug}: {said:?}"
            );
        }
    }
    // A retired model whose fine-tuning has no dates of its own gets none.
    let (_, notices) = share::decode("stage=train&model=finetune&llm=o3");
    assert!(notices
        .iter()
        .all(|n| !n.message.contains("existing customers")));
}

/// The models the fine-tuning table of 2026-10-06 adds are offered on the fine-tuning journey,
/// in preview and without a price the data does not have (moved from `finetuned.rs`'s own
/// tests: it reads the link codec, a floor above).
#[test]
fn the_fine_tuning_journey_lists_the_models_the_table_of_10_06_adds() {
    let (shared, _) = share::decode("stage=train&model=finetune");
    let offered: Vec<&str> = shared
        .answers
        .offered(Question::Llm)
        .iter()
        .map(|c| c.slug)
        .collect();
    for slug in [
        "gpt-oss-120b",
        "qwen3-32b",
        "qwen3.6-35b-a3b",
        "qwen3.8-27b",
        "muse-glimmer-30b",
        "mai-code-1.1-flash",
    ] {
        assert!(offered.contains(&slug), "{slug}: {offered:?}");
    }
    // Preview fine-tuning, and no price the data does not have.
    for l in [Llm::GptOss120b, Llm::Qwen3635bA3b, Llm::MaiCode11Flash] {
        let f = l.model().finetune.unwrap();
        assert!(
            f.preview && !f.train.known() && f.hosting_cents == 0,
            "{l:?}"
        );
    }
    assert!(!Llm::Qwen332b.model().finetune.unwrap().preview);
    // Developer training: o4-mini yes (retired as a base model here), gpt-5 no.
    assert!(!Llm::Gpt5.model().finetune.unwrap().dev_training);
}

/// Fine-tuning on your own GPUs beside serverless fine-tuning: without the hours each job
/// trains it is not estimated and says which field would price it; with them, it is the jobs ×
/// the hours × the nodes × the size's hourly price, over every model that can be fine-tuned and
/// every requirement, and the field is shown exactly where the figure depends on it.
#[test]
fn the_hours_a_job_trains_on_your_gpus_price_it() {
    use aml_compute_advisor::advisor::bill::cost::shows_field;
    let mut priced = 0;
    for s in aml_compute_advisor::advisor::Situation::all_required(&[10]) {
        if s.model != ModelUse::Finetune || s.stage != Stage::Train {
            continue;
        }
        let a = advise(&s.to_answers());
        let targets: Vec<Target> = a.ranked.iter().map(|o| o.target).collect();
        let own = [Target::ComputeCluster, Target::Serverless];
        for t in targets.iter().copied().filter(|t| own.contains(t)) {
            let without = UsageInput::default().resolve(&s);
            let with = UsageInput {
                train_hours: Some(30),
                ft_jobs: Some(2),
                ..Default::default()
            }
            .resolve(&s);
            let before = cost::estimate(
                &aml_compute_advisor::advisor::bill::route::Routes::of(&without),
                t,
                &without,
                &s,
            );
            let after = cost::estimate(
                &aml_compute_advisor::advisor::bill::route::Routes::of(&with),
                t,
                &with,
                &s,
            );
            // The hours a job trains are asked wherever your own GPUs fine-tune, and once
            // given price it by one rule; until then, where that route comes first (the busy
            // hours a week asked), the week's hours price it and the answer says so.
            assert!(shows_field("trainhours", &s, &targets), "{s:?} {t:?}");
            let weekly = aml_compute_advisor::advisor::answers::Question::Hours.is_asked(&s);
            match &before.monthly {
                Estimate::NotEstimated { why } => {
                    assert!(!weekly, "{s:?} {t:?}");
                    assert!(
                        why.contains("until the hours each job trains are given"),
                        "{why}"
                    );
                }
                Estimate::Priced { .. } => {
                    assert!(weekly, "priced without the hours: {s:?} {t:?}");
                    assert!(
                        before
                            .assumptions
                            .iter()
                            .any(|w| w.contains("the busy hours (give the hours each job trains")),
                        "{s:?} {t:?}: {:?}",
                        before.assumptions
                    );
                }
            }
            // Where the size has a price in the region: 2 jobs × 30 h × nodes × the hour.
            if let Some(rate) = with.vm.rate(with.region) {
                let want = 2.0 * 30.0 * f64::from(with.nodes) * rate.payg_usd();
                let got = after.monthly.total().expect("priced with the hours");
                assert_eq!(
                    got,
                    aml_compute_advisor::advisor::facts::money::Money::from_usd(want),
                    "{s:?}"
                );
                priced += 1;
            }
        }
    }
    assert!(priced > 20, "{priced}");
}

/// A retired model a link fine-tunes is replaced by one that can be fine-tuned, on every date the
/// table's lifecycles reach, whether the link names a model of the table or a retired name it no
/// longer holds; served as it is, a retired model's replacement is open to new customers unless
/// the schedule names it. The notice says which and why, and the answer fine-tunes it.
#[test]
fn a_retired_model_fine_tuned_is_replaced_by_one_that_can_be_fine_tuned() {
    let mut replaced = 0;
    for day in [2026_12_07, 2027_03_01, 2027_04_14, 2027_08_01, 2028_03_01] {
        models::set_today(day);
        let names = Llm::ALL
            .iter()
            .map(|l| l.slug())
            .chain(models::RETIRED.iter().map(|r| r.0));
        for slug in names {
            let retired = Llm::from_slug(slug)
                .is_none_or(|l| matches!(models::lifecycle(l, day), models::Stage::Retired(_)));
            if !retired {
                continue;
            }
            let link = format!("v=1&stage=train&model=finetune&llm={slug}");
            let (shared, notices) = share::decode(&link);
            let s = shared.answers.situation();
            let now = shared.answers.llm.expect("a model");
            assert!(
                !matches!(models::lifecycle(now, day), models::Stage::Retired(_)),
                "{day} {link}: {now:?}"
            );
            // Where no model of its kind that has not retired can be fine-tuned, it is used as
            // it is (an embedding model on a late date).
            let fine_tunable_left = Llm::ALL.iter().any(|l| {
                l.model().kind == now.model().kind
                    && ftjourney::can_fine_tune(*l)
                    && !matches!(models::lifecycle(*l, day), models::Stage::Retired(_))
            });
            if fine_tunable_left {
                replaced += 1;
                assert!(ftjourney::can_fine_tune(now), "{day} {link}: {now:?}");
                assert_eq!(s.model, ModelUse::Finetune, "{day} {link}");
                let said = notices
                    .iter()
                    .find(|n| n.key == "llm")
                    .map(|n| n.message.clone())
                    .unwrap_or_default();
                assert!(said.contains(now.label()), "{day} {link}: {said}");
                assert!(
                    !said.contains("cannot be fine-tuned, so the advice is for using it as it is")
                );
            }
            // Served as it is: an open model, unless the schedule names the replacement.
            let (served, _) = share::decode(&format!("v=1&stage=deploy&model=catalog&llm={slug}"));
            let now = served.answers.llm.expect("a model");
            let named = Llm::from_slug(slug).and_then(|l| l.model().next) == Some(now)
                || models::RETIRED
                    .iter()
                    .any(|r| r.0 == slug && r.2 == Some(now));
            let open_left = Llm::ALL.iter().any(|l| {
                l.model().kind == now.model().kind
                    && models::open_to_new(*l, day)
                    && !models::retiring_soon(*l, day)
            });
            if !named && open_left {
                assert!(
                    models::open_to_new(now, day) && !models::retiring_soon(now, day),
                    "{day} {slug} served as {now:?}"
                );
            }
        }
    }
    models::set_today(0);
    assert!(replaced > 20, "{replaced}");
}

/// Row S of the reference's table of 2026-11-29: open weights fine-tuned on Azure's capacity
/// train with Global training only, in ten regions, which keeps no data residency; every answer
/// that names where they train says those regions, and no requirement keeps their Foundry
/// fine-tuning.
#[test]
fn open_weights_fine_tuned_on_azure_train_globally_in_the_listed_regions() {
    use aml_compute_advisor::advisor::requirements::residency;
    let listed = [
        "Australia East",
        "East US",
        "East US 2",
        "Korea Central",
        "North Central US",
        "Sweden Central",
        "Switzerland North",
        "UAE North",
        "UK South",
        "West US 3",
    ];
    for slug in [
        "gpt-oss-120b",
        "qwen3.6-35b-a3b",
        "qwen3.8-27b",
        "muse-glimmer-30b",
    ] {
        let l = Llm::from_slug(slug).unwrap_or_else(|| panic!("{slug} in the table"));
        let f = l.model().finetune.expect("fine-tuned on Azure");
        for r in listed {
            assert!(f.regions.contains(r), "{slug}: {r} in “{}”", f.regions);
        }
        assert!(f.regions.contains("Global training"), "{}", f.regions);
        assert!(!f.regions.contains("Data Zone"), "{}", f.regions);
        if let Some((standard, dz, global)) = residency::training(l) {
            assert_eq!((standard.len(), dz, global), (0, false, true), "{slug}");
        }
    }
}
