//! The table of link keys (`link/keys.rs`) against everything else that names a key: the
//! questions' own keys, the README's list, what `encode` writes and in what order, and the
//! ranges `decode` accepts.

use aml_compute_advisor::advisor::link::keys::{self, Part, KEYS};
use aml_compute_advisor::advisor::link::share;
use aml_compute_advisor::advisor::Question;

#[test]
fn each_key_is_one_row() {
    let mut names: Vec<&str> = KEYS.iter().map(|k| k.name).collect();
    let all = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all, "a key named twice");
    for k in KEYS {
        assert!(
            k.range.is_none() || k.accepts.is_empty(),
            "{}: a range says what it accepts",
            k.name
        );
        assert_eq!(
            k.field.is_some(),
            k.part == Part::Usage && !["region", "vm", "priority"].contains(&k.name),
            "{}: a number of the usage has a field, and only it",
            k.name
        );
    }
}

#[test]
fn each_questions_keys_are_its_rows_in_order() {
    // Monthly volumes are the traffic's older form: read, and written until requests are given.
    let older = ["tokensin", "tokensout"];
    for q in Question::ALL {
        let rows: Vec<&str> = KEYS
            .iter()
            .filter(|k| k.part == Part::Answer(q) && !older.contains(&k.name))
            .map(|k| k.name)
            .collect();
        assert_eq!(rows, q.keys(), "{q:?}");
    }
    // The questions' rows in the wizard's order.
    let order: Vec<Question> = KEYS
        .iter()
        .filter_map(|k| match k.part {
            Part::Answer(q) => Some(q),
            _ => None,
        })
        .fold(Vec::new(), |mut v, q| {
            if v.last() != Some(&q) {
                v.push(q);
            }
            v
        });
    assert_eq!(order, Question::ALL);
}

#[test]
fn the_readme_lists_every_key() {
    let readme = include_str!("../../README.md");
    let start = readme
        .find("## Share links")
        .expect("the README's section on links");
    let section = &readme[start..];
    let end = section[3..].find("\n## ").map_or(section.len(), |i| i + 3);
    let section = &section[..end];
    for k in KEYS {
        assert!(
            section.contains(&format!("`{}`", k.name))
                || section.contains(&format!("`{}=", k.name)),
            "the README's share links do not name `{}`",
            k.name
        );
    }
}

#[test]
fn links_are_written_with_the_tables_keys_in_its_order() {
    let position = |name: &str| KEYS.iter().position(|k| k.name == name);
    let mut links = 0;
    let mut written = std::collections::BTreeSet::new();
    let situations = aml_compute_advisor::advisor::Situation::all_required(&[0, 20, 168]);
    let step = (situations.len() / 3_000).max(1);
    for (i, s) in situations.iter().step_by(step).enumerate() {
        // Weekdays on every third link, where a catalog model's traffic is asked.
        let mut s = *s;
        if i % 3 == 2 {
            s.traffic.week_days = 5;
        }
        let mut shared = share::Shared {
            answers: s.to_answers(),
            ..Default::default()
        };
        // Every usage key somewhere: a full set of numbers on every other link.
        if i % 2 == 1 {
            let (l, _) = share::decode(
                "v=1&region=westeurope&vm=Standard_D4ds_v5&nodes=3&instances=2&mininstances=1&minnodes=1&idle=30&runs=4&priority=spot&tps=200&ftjobs=2&trainhours=30&people=4&tool=yaml&lock=stage&embed=1",
            );
            shared.usage = l.usage;
            shared.tool = l.tool;
            shared.locks = l.locks;
            shared.embed = l.embed;
        }
        let link = share::encode(&shared);
        let order: Vec<usize> = link
            .split('&')
            .map(|pair| {
                let key = pair.split('=').next().unwrap_or("");
                written.insert(key.to_string());
                position(key).unwrap_or_else(|| panic!("{key} is not in the table: {link}"))
            })
            .collect();
        assert!(
            order.windows(2).all(|w| w[0] < w[1]),
            "keys out of the table's order: {link}"
        );
        links += 1;
    }
    assert!(links > 1_000, "{links} links");
    // Every key but a plan's name and the older monthly volumes is written somewhere.
    for k in KEYS {
        if ![
            "name",
            "tokensin",
            "tokensout",
            "params",
            "users",
            "userreq",
            "traintokens",
        ]
        .contains(&k.name)
        {
            assert!(written.contains(k.name), "{} never written", k.name);
        }
    }
}

#[test]
fn decode_accepts_each_range_and_nothing_beyond() {
    let mut checked = 0;
    for k in KEYS {
        let Some((lo, hi)) = k.range else { continue };
        let notice_on = |value: u32| {
            let (_, notices) = share::decode(&format!("v=1&{}={value}", k.name));
            notices.iter().any(|n| n.key == k.name)
        };
        assert!(!notice_on(lo) && !notice_on(hi), "{}: {lo}–{hi}", k.name);
        assert!(notice_on(hi + 1), "{}: {} accepted", k.name, hi + 1);
        if lo > 0 {
            assert!(notice_on(lo - 1), "{}: {} accepted", k.name, lo - 1);
        }
        // The message under a field says the same range.
        let words = share::accepted(k.name).unwrap();
        assert!(words.contains(&grouped(hi)), "{}: {words}", k.name);
        checked += 1;
    }
    assert!(checked >= 15, "{checked} ranges");
    assert!(keys::find("people").is_some_and(|k| k.fallback == "1 person"));
}

/// "100,000,000".
fn grouped(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}
