//! Links that last: the frozen v1 fixtures keep their advice, and property tests of the share
//! codec over random and mutated query strings (a small deterministic PRNG, no crate).

use aml_compute_advisor::advisor::answers::{
    Answers, ModelUse, Question, Serve, Situation, Stage, MAX_HOURS,
};
use aml_compute_advisor::advisor::bill::usage::{
    Priority, UsageInput, IDLE_SHUTDOWN_MAX, MAX_NODES,
};
use aml_compute_advisor::advisor::models::Llm;
use aml_compute_advisor::advisor::{advise, facts::prices, link::share};

const FIXTURES: &str = include_str!("../fixtures/links-v1.txt");

#[test]
fn frozen_v1_links_keep_their_top_pick_and_order() {
    let mut checked = 0;
    for line in FIXTURES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split(" | ").collect();
        assert_eq!(cols.len(), 3, "fixture line: {line}");
        let (shared, notices) = share::decode(cols[0]);
        let advice = advise(&shared.answers);
        let order: Vec<&str> = advice.ranked.iter().map(|o| o.target.slug()).collect();
        assert_eq!(
            order.first().copied(),
            Some(cols[1]),
            "top pick of {}",
            cols[0]
        );
        assert_eq!(order.join(","), cols[2], "ranked order of {}", cols[0]);
        // Only the retired-size fixture explains itself; every other link is read as written.
        assert_eq!(
            notices.is_empty(),
            !cols[0].contains("NC12s_v3"),
            "{notices:?}"
        );
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} fixtures");
}

/// SplitMix64: deterministic, so a failure names a reproducible case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const KEYS: &[&str] = &[
    "v",
    "stage",
    "serve",
    "mode",
    "data",
    "gpu",
    "spark",
    "existing",
    "where",
    "preempt",
    "manage",
    "hours",
    "region",
    "vm",
    "nodes",
    "instances",
    "mininstances",
    "minnodes",
    "idle",
    "runs",
    "priority",
    "embed",
    "lock",
    "model",
    "llm",
    "requests",
    "intokens",
    "outtokens",
    "dayhours",
    "users",
    "userreq",
    "zzz",
    "",
    "STAGE",
    "v2",
];

const ODD_VALUES: &[&str] = &[
    "",
    "1",
    "0",
    "-1",
    "168",
    "169",
    "65536",
    "99999999999999999999",
    " 7 ",
    "07",
    "+",
    "%",
    "%2",
    "%zz",
    "%E2%82%AC",
    "%C3",
    "€",
    "ü",
    "\u{0}",
    "\n",
    "a=b",
    "stage,serve",
    ",,",
    "lock",
    "Standard_NC12s_v3",
    "Standard_DS3_v2",
    "standard_ds3_v2",
    "eastus",
    "mars",
    "train",
    "realtime",
    "lowpriority",
    "dedicated",
    "4320",
    "4321",
    "14",
    "15",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
];

/// A value for `key`: usually one the codec accepts, sometimes one it must refuse.
fn value_for(rng: &mut Rng, key: &str) -> String {
    if rng.chance(25) {
        return rng.pick(ODD_VALUES).to_string();
    }
    if let Some(q) = Question::ALL
        .into_iter()
        .find(|q| q.key() == key && !q.is_number())
        .or((key == "hours").then_some(Question::Hours))
    {
        return match q {
            Question::Hours => rng.below(200).to_string(),
            _ => rng.pick(q.choices()).slug.to_string(),
        };
    }
    match key {
        "region" => rng.pick(prices::regions()).to_string(),
        "vm" => rng.pick(prices::sizes()).name.to_string(),
        "nodes" | "instances" | "mininstances" | "minnodes" | "runs" => rng.below(120).to_string(),
        "idle" => rng.below(5000).to_string(),
        "priority" => rng.pick(&["dedicated", "lowpriority"]).to_string(),
        // People and their requests each, up to and past what a link may carry.
        "users" => rng
            .pick(&["1", "5000", "10000000", "10000001", "1,500"])
            .to_string(),
        "userreq" => rng.pick(&["1", "10", "1000", "1001"]).to_string(),
        "requests" | "intokens" | "outtokens" => (1 + rng.below(100_000)).to_string(),
        "dayhours" => (1 + rng.below(24)).to_string(),
        "lock" => {
            let n = rng.below(4);
            let keys: Vec<&str> = (0..n).map(|_| *rng.pick(KEYS)).collect();
            keys.join(",")
        }
        _ => rng.below(3).to_string(),
    }
}

fn random_query(rng: &mut Rng) -> String {
    let n = rng.below(14);
    let mut parts = Vec::new();
    for _ in 0..n {
        let key = *rng.pick(KEYS);
        let value = value_for(rng, key);
        parts.push(if rng.chance(3) {
            key.to_string()
        } else {
            format!("{key}={value}")
        });
    }
    let q = parts.join("&");
    if rng.chance(10) {
        format!("?{q}")
    } else {
        q
    }
}

/// Byte-level damage: the kind a chat client or a careless copy does to a link.
fn mutate(rng: &mut Rng, q: &str) -> String {
    const PIECES: &[&str] = &[
        "&", "=", "%", "+", ",", "?", "#", "%2C", "%26", "€", " ", "1", "a",
    ];
    let mut s: Vec<char> = q.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = if s.is_empty() {
            0
        } else {
            rng.below(s.len() + 1)
        };
        match rng.below(3) {
            0 if at < s.len() => {
                s.remove(at);
            }
            1 => s.splice(at..at, rng.pick(PIECES).chars()).for_each(drop),
            _ => s.truncate(at),
        }
    }
    s.into_iter().collect()
}

/// One string: decoding it never panics, the link the page writes for it decodes without a
/// notice to the same state, and writing that again changes nothing.
fn check_stable(query: &str) {
    let (first, _) = share::decode(query);
    let written = share::encode(&first);
    let (again, notices) = share::decode(&written);
    assert!(notices.is_empty(), "{query:?} → {written:?}: {notices:?}");
    assert_eq!(
        share::encode(&again),
        written,
        "encode is not stable for {query:?}"
    );
    assert_eq!(share::decode(&share::encode(&again)).0, again, "{query:?}");
}

#[test]
fn decoding_random_and_mutated_queries_is_total_and_stable() {
    let mut rng = Rng(0x5EED_0001);
    let fixtures: Vec<&str> = FIXTURES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split(" | ").next())
        .collect();
    let mut checked = 0;
    for i in 0..60_000 {
        let q = random_query(&mut rng);
        check_stable(&q);
        let base = if i % 2 == 0 {
            q
        } else {
            rng.pick(&fixtures).to_string()
        };
        check_stable(&mutate(&mut rng, &base));
        checked += 2;
    }
    assert!(checked >= 100_000);
}

/// Answers as the page writes them: only questions asked in the situation.
fn random_valid(rng: &mut Rng) -> share::Shared {
    let mut answers = Answers::default();
    for q in Question::ALL {
        if rng.chance(60) {
            match q {
                Question::Hours => {
                    answers.set(q, &rng.below(usize::from(MAX_HOURS) + 1).to_string());
                }
                // Traffic as requests, as a month's tokens (older links), or in part.
                Question::Traffic => {
                    let some =
                        |rng: &mut Rng, hi: usize| rng.chance(80).then(|| 1 + rng.below(hi) as u32);
                    answers.requests = some(rng, 100_000_000);
                    answers.tokens_in = some(rng, 2_000_000);
                    answers.tokens_out = some(rng, 1_000_000);
                    answers.day_hours = some(rng, 24).map(|h| h as u8);
                    // Or as people: the codec keeps one of the two, and their product in range.
                    if rng.chance(30) {
                        let users = 1 + rng.below(10_000_000) as u32;
                        answers.users = Some(users);
                        answers.requests = None;
                        answers.user_requests = rng.chance(50).then(|| {
                            let most = (100_000_000 / users).min(1_000);
                            1 + rng.below(most as usize) as u32
                        });
                    }
                    if rng.chance(30) {
                        answers.monthly_in = Some(rng.below(1_000_000_001) as u32);
                        answers.monthly_out = Some(rng.below(1_000_001) as u32);
                    }
                }
                Question::Training => {
                    answers.train_tokens = rng.chance(80).then(|| 1 + rng.below(2_000_000) as u32);
                    answers.epochs = rng.chance(80).then(|| 1 + rng.below(50) as u8);
                }
                _ => {
                    answers.set(q, rng.pick(q.choices()).slug);
                }
            }
        }
    }
    // The region the prices use, which the answers carry: under `residency=region` the rules
    // read it, so it decides what is asked.
    answers.region = rng.chance(50).then(|| rng.below(prices::regions().len()));
    // A link that answers more than the stage without the model is about your own model, and
    // the page's links carry answers that agree (a catalog model that can be what it is asked).
    share::assume_own_model(&mut answers);
    // Likewise, a catalog model's traffic without the serving answer is real-time.
    share::assume_realtime(&mut answers);
    // And every other answer without where data may be processed processes it anywhere.
    share::assume_any_residency(&mut answers);
    share::normalize(&mut answers);
    let s = answers.situation();
    for q in Question::ALL {
        if !q.is_asked(&s) {
            answers = clear(answers, q);
        }
    }
    let opt = |rng: &mut Rng, lo: u16, hi: u16| {
        rng.chance(50)
            .then(|| lo + rng.below(usize::from(hi - lo) + 1) as u16)
    };
    let usage = UsageInput {
        region: answers.region,
        // Real-time serving takes only sizes on the managed online endpoint list.
        vm: rng
            .chance(50)
            .then(|| rng.pick(prices::sizes()).name)
            .map(|vm| {
                let realtime = s.stage == Stage::Deploy && s.serve == Serve::Realtime;
                match prices::size(vm) {
                    Some(v) if realtime && prices::endpoint_sku(vm).is_none() => {
                        prices::endpoint_instead(v)
                    }
                    _ => vm,
                }
            })
            // A catalog model's open weights never go on a size without GPUs or one they do
            // not fit on (`fit::refused`): the codec swaps it for the size they fit on.
            .filter(|vm| {
                !(s.stage == Stage::Deploy
                    && s.model == ModelUse::Catalog
                    && prices::size(vm)
                        .and_then(|v| {
                            aml_compute_advisor::advisor::models::fit::refused(
                                s.llm, s.params, &s.traffic, v,
                            )
                        })
                        .is_some())
            }),
        nodes: opt(rng, 1, MAX_NODES),
        instances: opt(rng, 1, MAX_NODES),
        min_instances: opt(rng, 1, MAX_NODES),
        min_nodes: opt(rng, 0, MAX_NODES),
        idle_minutes: if rng.chance(10) {
            Some(0)
        } else {
            opt(rng, 15, IDLE_SHUTDOWN_MAX)
        },
        runs_per_week: opt(rng, 0, 168),
        priority: rng
            .chance(50)
            .then(|| *rng.pick(&[Priority::Dedicated, Priority::Spot])),
        tps: rng.chance(20).then(|| rng.below(60_001) as u16),
        ft_jobs: rng.chance(20).then(|| 1 + rng.below(100) as u16),
        // Not known (0) goes without saying (`None`).
        train_hours: rng.chance(20).then(|| 1 + rng.below(720) as u16),
        // One person goes without saying (`None`).
        people: rng.chance(20).then(|| 2 + rng.below(499) as u16),
    };
    let locks = Question::ALL
        .into_iter()
        .filter(|_| rng.chance(15))
        .collect();
    share::Shared {
        answers,
        usage,
        embed: rng.chance(20),
        locks,
        tool: *rng.pick(&aml_compute_advisor::advisor::link::share::Tool::ALL),
    }
}

fn clear(mut a: Answers, q: Question) -> Answers {
    match q {
        Question::Stage => a.stage = None,
        Question::Model => a.model = None,
        Question::Llm => a.llm = None,
        Question::Serve => a.serve = None,
        Question::Mode => a.mode = None,
        Question::Data => a.data = None,
        Question::Gpu => a.gpu = None,
        Question::Spark => a.spark = None,
        Question::Existing => a.existing = None,
        Question::Location => a.location = None,
        Question::Residency => a.residency = None,
        Question::Network => a.network = None,
        Question::Cmk => a.cmk = None,
        Question::Preempt => a.preempt = None,
        Question::Manage => a.manage = None,
        Question::Hours => a.hours = None,
        Question::Traffic => {
            (a.requests, a.tokens_in, a.tokens_out, a.day_hours) = (None, None, None, None);
            (a.users, a.user_requests) = (None, None);
            (a.monthly_in, a.monthly_out) = (None, None);
        }
        Question::Training => (a.train_tokens, a.epochs) = (None, None),
    }
    a
}

#[test]
fn every_valid_answer_set_survives_a_round_trip() {
    // The whole normalised answer space, with everything answered...
    for s in Situation::all(&[0, 1, 40, 168]) {
        let mut answers = s.to_answers();
        for q in Question::ALL {
            if !q.is_asked(&s) {
                answers = clear(answers, q);
            }
        }
        let shared = share::Shared {
            answers,
            ..Default::default()
        };
        let (back, notices) = share::decode(&share::encode(&shared));
        assert!(notices.is_empty());
        assert_eq!(back, shared, "{s:?}");
    }
    // ... and random partial answers with usage, locks and embedding.
    let mut rng = Rng(0x5EED_0002);
    for _ in 0..100_000 {
        let shared = random_valid(&mut rng);
        let query = share::encode(&shared);
        let (back, notices) = share::decode(&query);
        assert!(notices.is_empty(), "{query}: {notices:?}");
        assert_eq!(back, shared, "{query}");
    }
}

/// A model renamed by Microsoft keeps opening from a link with its old name: the fine-tuning
/// table of 10/06/2026 renamed Qwen-32B to Qwen3-32B, and `llm=qwen-32b` decodes to it without a
/// notice, with the same advice as the new name.
#[test]
fn an_old_model_name_decodes_to_its_new_one() {
    let old = "v=1&stage=train&model=finetune&llm=qwen-32b";
    let new = "v=1&stage=train&model=finetune&llm=qwen3-32b";
    let (a, notices) = share::decode(old);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(a.answers.llm, Some(Llm::Qwen332b));
    assert_eq!(share::encode(&a), share::encode(&share::decode(new).0));
    let targets = |q: &str| {
        advise(&share::decode(q).0.answers)
            .ranked
            .iter()
            .map(|o| o.target)
            .collect::<Vec<_>>()
    };
    assert_eq!(targets(old), targets(new));
}

/// Every pair of traffic keys where one would win over the other gets a notice naming what is
/// used and what is ignored: any request key beside monthly volumes (one or both), complete
/// requests beside monthly volumes, and people beside requests a day.
#[test]
fn conflicting_traffic_keys_get_a_notice() {
    let base = "v=1&stage=deploy&model=catalog&llm=phi-4";
    let request_keys = [
        "requests=20000",
        "intokens=800",
        "outtokens=200",
        "dayhours=10",
        "users=300",
        "userreq=5",
    ];
    let monthly = [
        vec!["tokensin=1500"],
        vec!["tokensout=300"],
        vec!["tokensin=1500", "tokensout=300"],
    ];
    let said = |q: &str| {
        let (shared, mut notices) = share::decode(q);
        notices.extend(share::combination_notices(&shared));
        notices
    };
    let mut checked = 0;
    for m in &monthly {
        for r in request_keys {
            let q = format!("{base}&{r}&{}", m.join("&"));
            let notices = said(&q);
            // Both monthly volumes win over partial requests; one alone is ignored.
            let ignored: Vec<&str> = if m.len() == 2 { vec![r] } else { m.clone() };
            for key in ignored {
                assert!(
                    notices
                        .iter()
                        .any(|n| n.message.contains(key) && n.message.contains("ignore")),
                    "{q}: {key} is not said to be ignored: {notices:?}"
                );
            }
            checked += 1;
        }
        // Complete requests win over the monthly volumes.
        let q = format!(
            "{base}&requests=20000&intokens=800&outtokens=200&dayhours=10&{}",
            m.join("&")
        );
        let notices = said(&q);
        assert!(
            notices
                .iter()
                .any(|n| m.iter().all(|k| n.message.contains(k))
                    && n.message.contains("uses the requests")),
            "{q}: {notices:?}"
        );
        checked += 1;
    }
    // People and requests a day: the people are used.
    let q = format!("{base}&requests=20000&users=300&intokens=800&outtokens=200&dayhours=10");
    assert!(said(&q)
        .iter()
        .any(|n| n.message.contains("requests=20000") && n.message.contains("ignores")));
    // One form alone, complete, says nothing.
    for q in [
        format!("{base}&tokensin=1500&tokensout=300"),
        format!("{base}&requests=20000&intokens=800&outtokens=200&dayhours=10"),
    ] {
        assert!(said(&q).is_empty(), "{q}: {:?}", said(&q));
    }
    assert!(checked >= 21);
}
