//! The versioned share-link codec: answers and usage profile <-> query string (public contract
//! v1, see ARCHITECTURE.md). Decoding is total: unknown keys are ignored, an invalid value falls
//! back to its default with a notice, and nothing panics. v1 links must decode forever.

use super::keys::{self, Part};
use crate::advisor::answers::{
    Answers, Gpu, ModelUse, Question, Residency, Serve, Situation, Stage,
};
use crate::advisor::bill::usage::{Priority, UsageInput, IDLE_SHUTDOWN_MAX, IDLE_SHUTDOWN_MIN};
use crate::advisor::facts::num::{count, volume_words};
use crate::advisor::facts::prices;
use crate::advisor::facts::traffic::{self, MAX_REQUESTS, MAX_USER_REQUESTS};
use crate::advisor::models;
use crate::advisor::models::model_list;
use crate::advisor::models::Llm;

pub const VERSION: &str = "1";

/// Everything a link carries.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Shared {
    pub answers: Answers,
    pub usage: UsageInput,
    /// `embed=1`: the page runs inside another site's iframe.
    pub embed: bool,
    /// `lock=stage,serve`: questions a host page fixed, in wizard order. The wizard does not ask
    /// them and the result shows them as fixed.
    pub locks: Vec<Question>,
    /// `tool=cli|yaml|python`: the tool "Create it" shows (the Azure CLI unless said).
    pub tool: Tool,
}

impl Shared {
    pub fn is_locked(&self, q: Question) -> bool {
        self.locks.contains(&q)
    }
}

/// A value in a link that was not understood, and what was used instead; or a goal the answers
/// leave unmet, with the models that meet it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub key: String,
    pub message: String,
    /// "Try it": models that meet the goal the notice says is unmet, each with its link.
    pub tries: Vec<Try>,
}

/// A model a notice names as meeting the goal left unmet, and the v1 link (query, no `?`) that
/// asks the same of it: the answers and usage kept, the model set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try {
    pub llm: Llm,
    pub link: String,
}

/// The link that asks the same for another model: the answers and usage kept, the model set,
/// and the goal (serving it as it is, or fine-tuning it) as given.
pub fn link_with_model(shared: &Shared, l: Llm, finetune: bool) -> String {
    let mut s = shared.clone();
    s.answers.llm = Some(l);
    if finetune {
        s.answers.model = Some(ModelUse::Finetune);
        s.answers.stage = Some(Stage::Train);
    } else {
        s.answers.model = Some(ModelUse::Catalog);
        s.answers.stage = Some(Stage::Deploy);
    }
    encode(&s)
}

/// "Try it" for each of `models`: `shared` with the model set, everything else as given.
fn tries(shared: &Shared, models: &[Llm]) -> Vec<Try> {
    models
        .iter()
        .map(|l| {
            let mut s = shared.clone();
            s.answers.llm = Some(*l);
            Try {
                llm: *l,
                link: encode(&s),
            }
        })
        .collect()
}

/// Decodes `%XX` and `+`; invalid escapes are kept as they are, and a value whose bytes are not
/// UTF-8 once decoded is kept as written (it is then refused like any unknown value).
pub(crate) fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_string())
}

/// Keeps a value safe to show in a message: short, printable.
pub(crate) fn shown(v: &str) -> String {
    let clean: String = v.chars().filter(|c| !c.is_control()).take(40).collect();
    if v.chars().nth(40).is_some() {
        format!("{clean}…")
    } else {
        clean
    }
}

fn number_in(v: &str, lo: u16, hi: u16) -> Option<u16> {
    v.trim()
        .parse::<u16>()
        .ok()
        .filter(|n| (lo..=hi).contains(n))
}

/// The whole numbers a numeric key of the usage (or `hours`) accepts, for messages next to a
/// field ([`keys::KEYS`]).
pub fn number_range(key: &str) -> Option<(u16, u16)> {
    keys::find(key)
        .filter(|k| !keys::is_step(k))
        .and_then(|k| k.range)
        .map(|(lo, hi)| (lo as u16, hi as u16))
}

/// The share-link key a field edits, as the static string the store takes: each step's keys and
/// the usage's, and the tool "Create it" shows; `None` for anything else.
pub fn field_key(k: &str) -> Option<&'static str> {
    keys::find(k)
        .filter(|key| matches!(key.part, Part::Answer(_) | Part::Usage) || key.name == "tool")
        .map(|key| key.name)
}

/// The range of a number of the traffic and training steps: (lowest, highest).
pub fn step_range(key: &str) -> Option<(u32, u32)> {
    keys::find(key)
        .filter(|k| keys::is_step(k))
        .and_then(|k| k.range)
}

/// What a numeric field accepts, in words, for the message under it; `None` for other keys.
pub fn accepted(key: &str) -> Option<String> {
    let k = keys::find(key)?;
    if let Some((lo, hi)) = k.range {
        return Some(format!(
            "a whole number from {} to {}",
            traffic::group(u64::from(lo)),
            traffic::group(u64::from(hi))
        ));
    }
    (!k.accepts.is_empty()).then(|| k.accepts.to_string())
}

/// What `params` (the size of an open model from Hugging Face) accepts, in words.
fn params_range() -> &'static str {
    keys::find("params").map_or("", |k| k.accepts)
}

/// A whole number as a person may type it ("2,000"), within a range.
fn whole_in(v: &str, (lo, hi): (u32, u32)) -> Option<u32> {
    let digits: String = v
        .trim()
        .chars()
        .filter(|c| *c != ',' && *c != '_')
        .collect();
    if digits.is_empty() || digits.len() > 10 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    u32::try_from(n).ok().filter(|n| (lo..=hi).contains(n))
}

/// Sets a number of the traffic or training steps; `false` (nothing changed) when the value is
/// not one it accepts.
fn set_step_number(a: &mut Answers, key: &str, value: &str) -> bool {
    if let Some(range) = step_range(key) {
        let Some(n) = whole_in(value, range) else {
            return false;
        };
        match key {
            "requests" => a.requests = Some(n),
            "intokens" => a.tokens_in = Some(n),
            "outtokens" => a.tokens_out = Some(n),
            "dayhours" => a.day_hours = u8::try_from(n).ok(),
            "days" => a.week_days = u8::try_from(n).ok(),
            "users" => a.users = Some(n),
            "userreq" => a.user_requests = Some(n),
            _ => a.epochs = u8::try_from(n).ok(),
        }
        return true;
    }
    let k = models::parse_millions(value);
    match key {
        "tokensin" => a.monthly_in = k,
        "tokensout" => a.monthly_out = k,
        _ => {
            a.train_tokens = k.filter(|k| (1..=traffic::MAX_TRAINED_K as u32).contains(k));
            return a.train_tokens.is_some();
        }
    }
    k.is_some()
}

/// Reads a query string (with or without the leading `?`).
pub fn decode(query: &str) -> (Shared, Vec<Notice>) {
    let mut shared = Shared::default();
    let mut notices = Vec::new();
    // Notices whose fallback depends on other answers (their index and the value refused),
    // written once every key is read.
    let mut situational = Vec::new();
    let bad = |notices: &mut Vec<Notice>, key: &str, value: &str, fallback: &str| {
        notices.push(Notice {
            key: key.to_string(),
            message: format!(
                "“{}” is not a valid value for {key}; using {fallback}.",
                shown(value)
            ),
            tries: Vec::new(),
        });
    };
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let (key, value) = (percent_decode(k), percent_decode(v));
        let key = key.as_str();
        if key == "v" {
            if value != VERSION {
                bad(&mut notices, "v", &value, "version 1");
            }
            continue;
        }
        let row = keys::find(key);
        if row.is_some_and(|k| keys::is_step(k) || k.name == "tokensin" || k.name == "tokensout") {
            if !set_step_number(&mut shared.answers, key, &value) {
                let what = accepted(key).unwrap_or_default();
                notices.push(Notice {
                    key: key.into(),
                    message: format!("“{}” is not a valid value for {key}, which takes {what}; it is left unanswered.", shown(&value)),
                    tries: Vec::new(),
                });
            }
            continue;
        }
        // The size of an open model from Hugging Face: an answer of the model step.
        if key == "params" {
            shared.answers.params = crate::advisor::models::fit::parse_tenths(&value)
                .filter(|t| (models::HF_MIN_TENTHS..=models::HF_MAX_TENTHS).contains(t));
            if shared.answers.params.is_none() {
                notices.push(Notice {
                    key: key.into(),
                    message: format!("“{}” is not a valid value for params, which takes {}; it is left unanswered.", shown(&value), params_range()),
                    tries: Vec::new(),
                });
            }
            continue;
        }
        if let Some(q) = Question::from_key(key) {
            let retired =
                models::retired_name(value.trim(), models::today()).filter(|_| q == Question::Llm);
            if let Some((slug, day, instead)) = retired {
                // One that can be fine-tuned where the link fine-tunes it (the model's use is
                // written before the model in a link).
                let model = shared.answers.model.unwrap_or(ModelUse::Own);
                let now = models::fitting(
                    instead.unwrap_or_else(|| crate::advisor::models::model_list::stand_in(slug)),
                    models::today(),
                    crate::advisor::questions::replacement_fits(model),
                    instead.is_some(),
                );
                shared.answers.llm = Some(now);
                retired_notice(&mut notices, slug, *day, *instead, now, model);
                // Its fine-tuning may go on for existing customers, with dates of its own.
                notices.extend(crate::advisor::models::ftjourney::retired_base(slug).map(
                    |message| Notice {
                        key: "llm".into(),
                        message,
                        tries: Vec::new(),
                    },
                ));
            } else if let Some((_, l)) = models::ALIASES
                .iter()
                .find(|a| q == Question::Llm && a.0 == value.trim())
            {
                // An old name of a current model: the same model, no notice.
                shared.answers.llm = Some(*l);
            } else if !shared.answers.set(q, &value) {
                // The default may follow other answers (a training stage runs scripts).
                situational.push((notices.len(), value.clone()));
                bad(&mut notices, key, &value, "");
            }
            continue;
        }
        let u = &mut shared.usage;
        match key {
            "region" => match prices::region_index(value.trim()) {
                Some(i) => u.region = Some(i),
                None => bad(&mut notices, key, &value, row.map_or("", |k| k.fallback)),
            },
            "vm" => match (prices::size(value.trim()), prices::retirement(value.trim())) {
                (_, Some(r)) => {
                    u.vm = prices::size(r.instead).map(|s| s.name);
                    notices.push(Notice {
                        key: key.into(),
                        message: format!(
                            "{} belongs to the {} series, which Azure retired on {}; using {}, a current size, instead.",
                            shown(&value),
                            r.series,
                            r.date,
                            r.instead
                        ),
                        tries: Vec::new(),
                    });
                }
                (Some(s), None) => u.vm = Some(s.name),
                (None, None) => notices.push(Notice {
                    key: key.into(),
                    message: format!("Unknown VM size “{}”: it is not in the price data; using the suggested size.", shown(&value)),
                    tries: Vec::new(),
                }),
            },
            "idle" => match value.trim().parse::<u16>().ok().filter(|m| *m == 0 || (IDLE_SHUTDOWN_MIN..=IDLE_SHUTDOWN_MAX).contains(m)) {
                Some(m) => u.idle_minutes = Some(m),
                None => bad(&mut notices, key, &value, row.map_or("", |k| k.fallback)),
            },
            "priority" => match Priority::from_slug(value.trim()) {
                Some(p) => u.priority = Some(p),
                None => {
                    situational.push((notices.len(), value.clone()));
                    bad(&mut notices, key, &value, "");
                }
            },
            // A number of the usage: its range and fallback are its row's.
            _ if row.is_some_and(|k| k.field.is_some()) => {
                let Some(k) = row else { continue };
                let (Some((lo, hi)), Some(field)) = (k.range, k.field) else {
                    continue;
                };
                match number_in(&value, lo as u16, hi as u16) {
                    Some(n) => (field.set)(u, n),
                    // The default the situation gives, named once every key is read.
                    None if k.fallback.is_empty() => {
                        situational.push((notices.len(), value.clone()));
                        bad(&mut notices, key, &value, "");
                    }
                    None => {
                        if key == "people" {
                            u.people = None;
                        }
                        bad(&mut notices, key, &value, k.fallback)
                    }
                }
            }
            "embed" => shared.embed = value == "1",
            "tool" => match Tool::from_slug(value.trim()) {
                Some(t) => shared.tool = t,
                None => bad(&mut notices, key, &value, row.map_or("", |k| k.fallback)),
            },
            "lock" => {
                for k in value.split(',').map(str::trim).filter(|k| !k.is_empty()) {
                    match Question::from_key(k) {
                        Some(q) => shared.locks.push(q),
                        None => notices.push(Notice {
                            key: key.into(),
                            message: format!("“{}” is not a question that can be locked; it is ignored.", shown(k)),
                            tries: Vec::new(),
                        }),
                    }
                }
            }
            _ => {} // Unknown keys are ignored: newer links stay readable.
        }
    }
    notices.extend(one_count_of_requests(&mut shared.answers));
    // Links written before the model question existed answer others without it: they are about
    // your own model, and open the result they always did (a link with the stage alone still
    // opens the wizard at the model question).
    assume_own_model(&mut shared.answers);
    // Links written before a catalog model was asked whether someone waits are real-time.
    assume_realtime(&mut shared.answers);
    // Links written before the residency question existed process data anywhere.
    assume_any_residency(&mut shared.answers);
    notices.extend(one_form_of_traffic(&shared.answers));
    notices.extend(normalize(&mut shared.answers));
    // The defaults that depend on the whole situation are named once every key is read.
    let s = shared.answers.situation();
    let u = shared.usage.resolve(&s);
    for (i, value) in situational {
        let n: &mut Notice = &mut notices[i];
        let using = match n.key.as_str() {
            "hours" => format!(
                "{} a week, the default here",
                count(u16::from(s.hours), "hour")
            ),
            "nodes" => format!("{} per job, the default here", count(u.nodes, "node")),
            "runs" => format!("{} a week, the default here", count(u.runs_per_week, "run")),
            "priority" if u.priority == Priority::Spot => "Spot VMs, the default here".into(),
            "priority" => "dedicated VMs, the default here".into(),
            key => match Question::from_key(key) {
                Some(q) => format!("the default ({})", q.answer_text(&s)),
                None => continue,
            },
        };
        n.message = format!(
            "“{}” is not a valid value for {}; using {using}.",
            shown(&value),
            n.key
        );
    }
    // A managed online deployment refuses a size off its SKU list: swap in a listed one.
    if s.stage == Stage::Deploy && s.serve == Serve::Realtime {
        if let Some(vm) = shared.usage.vm.and_then(prices::size) {
            if prices::endpoint_sku(vm.name).is_none() {
                let instead = prices::endpoint_instead(vm);
                shared.usage.vm = Some(instead);
                notices.push(Notice {
                    key: "vm".into(),
                    message: format!(
                        "{} is not on the managed online endpoint SKU list, so a deployment would be refused; using {instead}, a listed size.",
                        vm.name
                    ),
                    tries: Vec::new(),
                });
            }
        }
    }
    // A catalog model's open weights served as they are never go on a size they do not fit on,
    // nor one without GPUs: the smallest size they fit on is used instead, with a notice.
    if s.model == ModelUse::Catalog && s.stage == Stage::Deploy {
        if let Some(why) =
            shared.usage.vm.and_then(prices::size).and_then(|vm| {
                crate::advisor::models::fit::refused(s.llm, s.params, &s.traffic, vm)
            })
        {
            shared.usage.vm = None;
            notices.push(Notice {
                key: "vm".into(),
                message: why,
                tries: Vec::new(),
            });
        }
    }
    // Wizard order, whatever order the link gave (no sort: it costs bytes in the page).
    let given = std::mem::take(&mut shared.locks);
    shared.locks = Question::ALL
        .into_iter()
        .filter(|q| given.contains(q))
        .collect();
    // The rules read the region where data must stay in it (`residency=region`).
    shared.answers.region = shared.usage.region;
    (shared, notices)
}

/// "o4-mini retired on 2026-11-19: …; the schedule names gpt-5.6-terra as its replacement, which
/// the advice uses."
/// A retired model's notice: the day it retired and the model the advice uses instead, the one
/// the schedule names (`named`) where it has not retired and suits the model's use (fine-tuning
/// asks for one that can be fine-tuned), else a current model of the table that does.
fn retired_notice(
    notices: &mut Vec<Notice>,
    name: &str,
    day: models::Day,
    named: Option<Llm>,
    now: Llm,
    model: ModelUse,
) {
    let fine_tuned = model == ModelUse::Finetune;
    let tunable = fine_tuned && crate::advisor::models::ftjourney::can_fine_tune(now);
    let table = if tunable {
        "a current model of this table that can be fine-tuned"
    } else {
        "a current model of this table"
    };
    let instead = match named {
        Some(n) if n == now => format!(
            "the schedule names {} as its replacement, which the advice uses",
            now.label()
        ),
        Some(n) => {
            let why = if matches!(
                models::lifecycle(n, models::today()),
                models::Stage::Retired(_)
            ) {
                "it has retired too"
            } else if fine_tuned && !crate::advisor::models::ftjourney::can_fine_tune(n) {
                "it cannot be fine-tuned"
            } else {
                "it is not one the advice can use"
            };
            format!(
                "the schedule names {} as its replacement, but {why}, so the advice uses {}, {table}; choose another under Your answers",
                n.label(),
                now.label()
            )
        }
        None => format!(
            "the schedule names no replacement, so the advice uses {}, {table}; choose another under Your answers",
            now.label()
        ),
    };
    notices.push(Notice {
        key: "llm".into(),
        message: format!(
            "{name} retired on {}: it is removed from service and its requests return errors; {instead}.",
            models::day_text(day)
        ),
        tries: Vec::new(),
    });
}

/// The traffic given both as people (`users`) and as requests a day (`requests`) keeps the
/// people, and a notice names the value used; people whose requests a day would exceed what a
/// link may carry make fewer requests each, with a notice. Never resolved silently.
fn one_count_of_requests(a: &mut Answers) -> Vec<Notice> {
    let mut notices = Vec::new();
    let Some(users) = a.users else {
        return notices;
    };
    if let Some(each) = a.user_requests {
        if u64::from(users) * u64::from(each) > u64::from(MAX_REQUESTS) {
            let most = (MAX_REQUESTS / users).min(MAX_USER_REQUESTS);
            a.user_requests = Some(most);
            notices.push(Notice {
                key: "requests".into(),
                message: format!(
                    "{} people × {} requests a day is more than {} requests a day, the most this page prices; using {} requests per person a day.",
                    traffic::group(u64::from(users)),
                    traffic::group(u64::from(each)),
                    traffic::group(u64::from(MAX_REQUESTS)),
                    traffic::group(u64::from(most))
                ),
                tries: Vec::new(),
            });
        }
    }
    if let Some(r) = a.requests.take() {
        let people = traffic::People {
            users,
            requests_each: a.user_requests.unwrap_or(traffic::DEFAULT_USER_REQUESTS),
            assumed: a.user_requests.is_none(),
        };
        notices.push(Notice {
            key: "requests".into(),
            message: format!(
                "The link gives both requests={r} and users={users}; the advice uses the people, {}, and ignores requests={r}.",
                people.words()
            ),
            tries: Vec::new(),
        });
    }
    notices
}

/// The request keys given, as `key=value` ("requests=20000"), in link order.
fn request_keys(a: &Answers) -> Vec<String> {
    [
        ("requests", a.requests),
        ("intokens", a.tokens_in),
        ("outtokens", a.tokens_out),
        ("dayhours", a.day_hours.map(u32::from)),
        ("days", a.week_days.map(u32::from)),
        ("users", a.users),
        ("userreq", a.user_requests),
    ]
    .into_iter()
    .filter_map(|(k, v)| v.map(|v| format!("{k}={v}")))
    .collect()
}

/// The monthly volume keys given, as `key=value` in millions ("tokensin=1500").
fn monthly_keys(a: &Answers) -> Vec<String> {
    [("tokensin", a.monthly_in), ("tokensout", a.monthly_out)]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| format!("{k}={}", models::millions(v))))
        .collect()
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The traffic given both as requests a day and as monthly volumes (`tokensin`, `tokensout`)
/// is priced from one of them, with a notice naming what is used and what is ignored: complete
/// requests (requests a day or the people, tokens in and out, hours a day) replace the monthly
/// volumes, and a monthly volume alone, without its other half, is not used. Requests still
/// partial beside both monthly volumes are said by [`combination_notices`]: the page keeps them
/// while the person types the rest.
fn one_form_of_traffic(a: &Answers) -> Vec<Notice> {
    let monthly = monthly_keys(a);
    let s = a.situation();
    if monthly.is_empty() || !Question::Traffic.is_asked(&s) {
        return Vec::new();
    }
    let t = s.traffic;
    let complete = a.requests_given();
    let message = if complete {
        format!(
            "The link gives the traffic both as requests ({}) and as monthly volumes ({}); the advice uses the requests, {} requests a day × {} tokens in and {} out over {} hours a day, and ignores {}.",
            and_list(&request_keys(a)),
            and_list(&monthly),
            traffic::group(u64::from(t.requests)),
            traffic::group(u64::from(t.tokens_in)),
            traffic::group(u64::from(t.tokens_out)),
            t.day_hours,
            and_list(&monthly)
        )
    } else if monthly.len() == 1 {
        format!(
            "{} is one half of a monthly volume: tokensin and tokensout go together, so it is ignored and the traffic is priced from requests a day ({} requests × {} tokens in and {} out over {} hours a day{}).",
            monthly[0],
            traffic::group(u64::from(t.requests)),
            traffic::group(u64::from(t.tokens_in)),
            traffic::group(u64::from(t.tokens_out)),
            t.day_hours,
            if request_keys(a).iter().filter(|k| !k.starts_with("days=")).count() < 4 {
                ", the rest by default"
            } else {
                ""
            }
        )
    } else {
        return Vec::new();
    };
    vec![Notice {
        key: monthly[0].split('=').next().unwrap_or("tokensin").into(),
        message,
        tries: Vec::new(),
    }]
}

/// Requests a day given in part beside both monthly volumes: the monthly volumes price the
/// traffic until every number of the requests is given, and the notice says so.
fn partial_requests_notice(a: &Answers) -> Option<Notice> {
    let (Some(i), Some(o)) = (a.monthly_in, a.monthly_out) else {
        return None;
    };
    let given = request_keys(a);
    let s = a.situation();
    if given.is_empty() || s.traffic.monthly.is_none() || !Question::Traffic.is_asked(&s) {
        return None;
    }
    Some(Notice {
        key: given[0].split('=').next().unwrap_or("requests").into(),
        message: format!(
            "The link gives the traffic as monthly volumes (tokensin={} and tokensout={}) and in part as requests ({}); the advice uses the monthly volumes, {} tokens in and {} out a month, and ignores {}: requests a day replace them only with requests (or users), intokens, outtokens and dayhours all given.",
            models::millions(i),
            models::millions(o),
            and_list(&given),
            volume_words(u64::from(i)),
            volume_words(u64::from(o)),
            and_list(&given)
        ),
        tries: Vec::new(),
    })
}

/// Makes the answers about a catalog model agree with what can be done, each change with a
/// notice: complete requests replace monthly volumes (silently: nothing is lost); a model retired by the date the advice is for becomes its successor; a model that
/// cannot be fine-tuned is used as it is; and a model used as it is needs no training, so the
/// advice is for serving it.
pub fn normalize(a: &mut Answers) -> Vec<Notice> {
    let mut notices = Vec::new();
    // Requests a day (or the people), once complete, replace an older link's monthly volumes.
    if a.requests_given() {
        (a.monthly_in, a.monthly_out) = (None, None);
    }
    if let Some(l) = a.llm {
        // One that can be fine-tuned where it is fine-tuned.
        let model = a.model.unwrap_or(ModelUse::Own);
        let fits = crate::advisor::questions::replacement_fits(model);
        let now = models::current_for(l, models::today(), fits);
        if now != l {
            a.llm = Some(now);
            retired_notice(
                &mut notices,
                l.label(),
                l.model().retires,
                l.model().next,
                now,
                model,
            );
        }
    }
    let catalog = matches!(a.stage, Some(Stage::Train | Stage::Deploy));
    if catalog && a.model == Some(ModelUse::Finetune) {
        if let Some(l) = a
            .llm
            .filter(|l| !crate::advisor::models::ftjourney::can_fine_tune(*l))
        {
            a.model = Some(ModelUse::Catalog);
            notices.push(Notice {
                key: "model".into(),
                message: format!(
                    "{} cannot be fine-tuned (it is not among the models fine-tuning supports), so the advice is for using it as it is.",
                    l.label()
                ),
                tries: Vec::new(),
            });
        }
    }
    if a.stage == Some(Stage::Train) && a.model == Some(ModelUse::Catalog) {
        a.stage = Some(Stage::Deploy);
        notices.push(Notice {
            key: "stage".into(),
            message:
                "A catalog model used as it is needs no training, so the advice is for serving it."
                    .into(),
            tries: Vec::new(),
        });
    }
    notices
}

/// Sets `model=own` where the model question is asked, unanswered, and the answers go beyond
/// the stage.
pub fn assume_own_model(a: &mut Answers) {
    let s = a.situation();
    if a.model.is_none() && beyond_stage(a) && Question::Model.is_asked(&s) {
        a.model = Some(ModelUse::Own);
    }
}

/// Sets `serve=realtime` for a catalog model where the serving question is asked, unanswered,
/// and the traffic (asked after it) is given: a link older than the question, which opens the
/// real-time result it always did.
pub fn assume_realtime(a: &mut Answers) {
    let s = a.situation();
    if a.serve.is_none() && traffic_given(a) && catalog_serve_asked(&s) {
        a.serve = Some(Serve::Realtime);
    }
}

/// The organisation's requirements (`network.rs`: network, customer-managed keys) came after
/// the first links were shared: a link that answers every other question it asks is older than
/// them and opens the result it always did, with their defaults (data processed anywhere,
/// public network, Microsoft-managed keys). Applied where a page opens on a link, not to each edit, so the
/// wizard still asks them.
/// A link older than the questions it leaves open, read as the page opens it: a catalog model
/// in Azure with nothing of the team's to reuse (`onprem::assume_cloud`), then the
/// organisation's requirements at their defaults ([`assume_requirements`]). The page and
/// `advise` both call this one function.
pub fn assume_older(a: &mut Answers) {
    crate::advisor::requirements::onprem::assume_cloud(a);
    assume_requirements(a);
}

pub fn assume_requirements(a: &mut Answers) {
    let requirement =
        |q: &Question| matches!(q, Question::Residency | Question::Network | Question::Cmk);
    let open: Vec<Question> = a
        .asked_questions()
        .into_iter()
        .filter(|q| !a.is_answered(*q))
        .collect();
    if !open.is_empty() && open.iter().all(requirement) {
        for q in open {
            a.set(q, q.choices()[0].slug);
        }
    }
}

/// Sets `residency=any` where it is unanswered and every other question asked is answered: a
/// link older than the question, which opens the result it always did (data processed
/// anywhere). The page's own links leave `residency=any` unsaid on the same condition.
pub fn assume_any_residency(a: &mut Answers) {
    if a.residency.is_none() && others_answered(a) {
        a.residency = Some(Residency::Any);
    }
}

/// Every question asked but the residency one is answered.
fn others_answered(a: &Answers) -> bool {
    let s = a.situation();
    Question::ALL
        .into_iter()
        .filter(|q| *q != Question::Residency && q.is_asked(&s))
        .all(|q| a.is_answered(q))
}

/// What the residency requirement changed: the region prices and commands use, and the model
/// advised where the one asked has no way to keep data in the zone.
fn residency_notices(shared: &Shared, s: &Situation) -> Vec<Notice> {
    crate::advisor::requirements::residency::region_notice(s.residency, shared.usage.region)
        .map(|message| Notice {
            key: "region".into(),
            message,
            tries: Vec::new(),
        })
        .into_iter()
        .collect()
}

/// Goals the answers leave unmet, each with the models that meet it ("Try it"): work nobody
/// waits on, where the requirement or the model leaves it no batch route; and a model with no
/// way to keep data where it must stay, advised as another. Said before any other notice, and
/// kept in view as the answers change (the page draws them again after each edit).
pub fn goal_notices(shared: &Shared) -> Vec<Notice> {
    use crate::advisor::requirements::residency;
    let a = &shared.answers;
    let s = a.situation();
    let mut out = Vec::new();
    if let Some(message) = residency::delay_unmet(&s) {
        out.push(Notice {
            key: "serve".into(),
            message,
            tries: tries(shared, &residency::delay_met_by(&s)),
        });
    }
    if no_delay_asked(a, &s) {
        let (message, near) = no_delay_route(&s);
        out.push(Notice {
            key: "serve".into(),
            message,
            tries: tries(shared, &near),
        });
    }
    let mut any = a.clone();
    any.residency = Some(Residency::Any);
    if let Some(message) = residency::stand_in_words(any.situation().llm, &s) {
        out.push(Notice {
            key: "residency".into(),
            message,
            tries: tries(shared, &residency::offered_others(&s)),
        });
    }
    out
}

/// Work nobody waits on, answered for a catalog model that has no route for it (the serving
/// question is then not asked, and the answer is said in [`goal_notices`]).
fn no_delay_asked(a: &Answers, s: &Situation) -> bool {
    a.is_answered(Question::Serve)
        && a.serve == Some(Serve::Batch)
        && !Question::Serve.is_asked(s)
        && catalog_serve(s)
}

/// The serving question is asked of a catalog model used as it is.
fn catalog_serve_asked(s: &Situation) -> bool {
    s.model == ModelUse::Catalog && Question::Serve.is_asked(s)
}

/// Some number of the traffic is given.
fn traffic_given(a: &Answers) -> bool {
    a.requests.is_some()
        || a.tokens_in.is_some()
        || a.tokens_out.is_some()
        || a.day_hours.is_some()
        || a.week_days.is_some()
        || a.users.is_some()
        || a.user_requests.is_some()
        || a.monthly_in.is_some()
        || a.monthly_out.is_some()
}

fn beyond_stage(a: &Answers) -> bool {
    Question::ALL
        .into_iter()
        .any(|q| !matches!(q, Question::Stage | Question::Model) && a.is_answered(q))
}

/// Writes the query string (without `?`), `v=1` first, keys in a fixed order, only what is set
/// and applies.
pub fn encode(shared: &Shared) -> String {
    encode_with(shared, true)
}

/// [`encode`], saying `residency=any` even where it goes without saying (`unsaid_any: false`): a
/// wizard step's address, which drops the later answers that make it go without saying.
pub fn encode_with(shared: &Shared, unsaid_any: bool) -> String {
    // Written into one string: `join` would add its generic code to the page.
    let mut parts = format!("v={VERSION}");
    let a = &shared.answers;
    let s = a.situation();
    // Only answers that count in this situation: the page's own links never carry an answer that
    // `combination_notices` would have to explain. For an asked question the situation holds
    // exactly what was answered.
    // `model=own` goes without saying beside other answers, as in links older than the question.
    let implied = a.model == Some(crate::advisor::answers::ModelUse::Own) && beyond_stage(a);
    for q in Question::ALL {
        // A host page's fixed model (`model=catalog&lock=model`) holds before the stage asks it.
        let fixed_model = q == Question::Model && shared.is_locked(q);
        // The traffic and training steps keep the numbers given so far, even before all are.
        let given = match q {
            Question::Traffic => {
                a.requests.is_some()
                    || a.tokens_in.is_some()
                    || a.tokens_out.is_some()
                    || a.day_hours.is_some()
                    || a.week_days.is_some()
                    || a.users.is_some()
                    || a.user_requests.is_some()
                    || a.is_answered(q)
            }
            Question::Training => a.train_tokens.is_some() || a.epochs.is_some(),
            // An open model from Hugging Face is kept before its size is given.
            Question::Llm => a.llm.is_some(),
            _ => a.is_answered(q),
        };
        // Real time goes without saying for a catalog model beside its traffic, as in links
        // older than the question.
        let implied_realtime = q == Question::Serve
            && a.serve == Some(Serve::Realtime)
            && traffic_given(a)
            && catalog_serve_asked(&s);
        // Anywhere goes without saying beside every other answer, as in links older than the
        // question.
        let implied_any = unsaid_any
            && q == Question::Residency
            && a.residency == Some(Residency::Any)
            && others_answered(a);
        // Your own model served on GPUs: its size where given, in the table's place (the
        // busy hours' step asks it; `questions::own_size_asked`).
        if q == Question::Llm && crate::advisor::questions::own_size_asked(&s) {
            if let Some(t) = a.params {
                parts.push_str(&format!("&params={}", models::tenths_text(t)));
            }
            continue;
        }
        if !given
            || !(q.is_asked(&s) || fixed_model)
            || (implied && q == Question::Model)
            || implied_realtime
            || implied_any
        {
            continue;
        }
        match q {
            Question::Traffic => {
                // Monthly volumes (older links) until every number of the requests is given;
                // the numbers given so far go along.
                if let Some((i, o)) = s.traffic.monthly {
                    // An embedding model's tokens out (not used) as the link gave them.
                    parts.push_str(&format!(
                        "&tokensin={}&tokensout={}",
                        models::millions(i),
                        models::millions(a.monthly_out.unwrap_or(o))
                    ));
                }
                for (k, v) in [
                    ("requests", a.requests),
                    ("intokens", a.tokens_in),
                    ("outtokens", a.tokens_out),
                    ("dayhours", a.day_hours.map(u32::from)),
                    ("days", a.week_days.map(u32::from)),
                    ("users", a.users),
                    ("userreq", a.user_requests),
                ] {
                    if let Some(v) = v {
                        parts.push_str(&format!("&{k}={v}"));
                    }
                }
            }
            Question::Training => {
                if let Some(k) = a.train_tokens {
                    parts.push_str(&format!("&traintokens={}", models::millions(k)));
                }
                if let Some(e) = a.epochs {
                    parts.push_str(&format!("&epochs={e}"));
                }
            }
            _ => {
                // As given: the stage a person chose stays in the link.
                let v = match a.model {
                    Some(m) if q == Question::Model => m.slug().into(),
                    _ => a.given(q),
                };
                parts.push_str(&format!("&{}={v}", q.key()));
                if let Some(t) = a.params.filter(|_| q == Question::Llm && s.llm.is_hf()) {
                    parts.push_str(&format!("&params={}", models::tenths_text(t)));
                }
            }
        }
    }
    // The usage, in the table's order.
    let u = &shared.usage;
    for k in keys::KEYS.iter().filter(|k| k.part == Part::Usage) {
        match k.name {
            "region" => {
                if let Some(r) = u.region.and_then(|i| prices::regions().get(i)) {
                    parts.push_str(&format!("&region={r}"));
                }
            }
            "vm" => {
                if let Some(vm) = u.vm {
                    parts.push_str(&format!("&vm={vm}"));
                }
            }
            "priority" => {
                if let Some(p) = u.priority {
                    parts.push_str(&format!("&priority={}", p.slug()));
                }
            }
            name => {
                if let Some(v) = k.field.and_then(|f| (f.get)(u)) {
                    parts.push_str(&format!("&{name}={v}"));
                }
            }
        }
    }
    if shared.tool != Tool::default() {
        parts.push_str(&format!("&tool={}", shared.tool.slug()));
    }
    if !shared.locks.is_empty() {
        for (i, q) in shared.locks.iter().enumerate() {
            parts.push_str(if i == 0 { "&lock=" } else { "," });
            parts.push_str(q.key());
        }
    }
    if shared.embed {
        parts.push_str("&embed=1");
    }
    parts
}

/// A catalog model served as it is (where whether someone waits is asked of a model that has a
/// route for work nobody waits on).
fn catalog_serve(s: &Situation) -> bool {
    s.stage == Stage::Deploy && s.model == ModelUse::Catalog
}

/// Work nobody waits on, asked of a model with neither a batch deployment nor Flex processing:
/// what is priced instead, and current models of its kind that have one (under a requirement, a
/// batch deployment that keeps data there: [`residency::delay_met_by`]).
fn no_delay_route(s: &Situation) -> (String, Vec<Llm>) {
    use crate::advisor::requirements::residency;
    let l = s.llm;
    let today = models::today();
    let near = if s.residency == Residency::Any {
        let mut near: Vec<Llm> = Llm::ALL
            .iter()
            .copied()
            .filter(|o| {
                o.model().kind == l.model().kind
                    && crate::advisor::models::delay::has_route(*o)
                    && models::open_to_new(*o, today)
                    && !models::retiring_soon(*o, today)
            })
            .collect();
        // Nearest in price first.
        near.sort_by_key(|o| {
            model_list::distance(model_list::list_price(*o), model_list::list_price(l))
        });
        near.truncate(3);
        near
    } else {
        residency::delay_met_by(s)
    };
    let others: Vec<&str> = near.iter().map(|o| o.label()).collect();
    let instead = match (s.residency, others.is_empty()) {
        (Residency::Region, _) => {
            "no batch deployment keeps data in one region (Batch is Global or Data Zone only)"
                .to_string()
        }
        (Residency::Any, true) => "no model of its kind here has one".to_string(),
        (_, true) => format!(
            "no model of its kind here has a Data Zone Batch deployment in {}",
            residency::zone_words(s.residency)
        ),
        (Residency::Any, false) => format!(
            "{} {} one (a batch deployment or Flex processing, each half the Standard price)",
            others.join(", "),
            if others.len() == 1 { "has" } else { "have" }
        ),
        (_, false) => format!(
            "{} {} a Data Zone Batch deployment in {}, half the Standard price",
            others.join(", "),
            if others.len() == 1 { "has" } else { "have" },
            residency::zone_words(s.residency)
        ),
    };
    let message = format!(
        "Work nobody waits on: {} has neither a batch deployment nor Flex processing (the batch matrix and the Flex processing how-to), so it is {} as served in real time on its standard deployment; {instead}.",
        l.label(),
        // A model whose tokens are not estimated (Claude's) is answered, not priced.
        if l.model().unpriced.is_empty() {
            "priced"
        } else {
            "answered"
        }
    );
    (message, near)
}

/// Answers a link gives that cannot apply together: an answer to a question that is not asked
/// for the stage (it is kept, and ignored), or more minimum nodes than nodes per job.
pub fn combination_notices(shared: &Shared) -> Vec<Notice> {
    let a = &shared.answers;
    let s = a.situation();
    // The answers as they were taken, in the person's words: the stage, how predictions are
    // served where that was asked, and whose model it is.
    let mut context = format!("“{}”", s.stage.label());
    if Question::Serve.is_asked(&s) {
        context.push_str(&format!(" ({})", s.serve.label()));
    }
    if s.model != ModelUse::Own {
        context.push_str(&format!(" with “{}”", s.model.label()));
    }
    // A goal the answers leave unmet, said first.
    let mut out = goal_notices(shared);
    out.extend(partial_requests_notice(a));
    // An open model from Hugging Face without its size.
    if s.llm.is_hf() && Question::Llm.is_asked(&s) && a.params.is_none() {
        out.push(Notice {
            key: "params".into(),
            message: format!("An open model from Hugging Face (llm=hf) is sized by its parameters: params=, {}; without it, 8 B parameters are assumed.", params_range()),
            tries: Vec::new(),
        });
    }
    // Where data must stay: the region moved into the zone, or a model with no way to keep it
    // there advised as another (answers that apply together, each valid alone).
    out.extend(residency_notices(shared, &s));
    out.extend(
        Question::ALL
            .into_iter()
            .filter(|q| {
                let fixed_model = *q == Question::Model && shared.is_locked(*q);
                // Said among the goals left unmet.
                let unmet_goal = *q == Question::Serve && no_delay_asked(a, &s);
                a.is_answered(*q) && !q.is_asked(&s) && !fixed_model && !unmet_goal
            })
            .map(|q| Notice {
                key: q.key().to_string(),
                message: format!(
                    "{} does not apply to {context}; that answer is ignored.",
                    q.short()
                ),
                tries: Vec::new(),
            }),
    );
    // Spot on compute that cannot use it (an online endpoint, a compute instance) is refused.
    if shared.usage.priority == Some(Priority::Spot) {
        let (ranked, _) = crate::advisor::ranking::rank(&s);
        if let Some(top) = ranked.first().filter(|o| !o.target.allows_preemptible()) {
            out.push(Notice {
                key: "priority".into(),
                message: format!(
                    "Spot does not apply to {} (online endpoints and compute instances cannot use it): priced as dedicated.",
                    top.name
                ),
                tries: Vec::new(),
            });
        }
    }
    if let (Some(min), Some(peak)) = (shared.usage.min_instances, shared.usage.instances) {
        if min > peak {
            out.push(Notice {
                key: "mininstances".into(),
                message: format!(
                    "Instances outside peak hours ({min}) cannot exceed instances at peak ({peak}); using {peak}."
                ),
                tries: Vec::new(),
            });
        }
    }
    // The default size has no price in the region: the size that stands in, said at the top.
    if shared.usage.vm.is_none() {
        if let Some(words) =
            crate::advisor::bill::usage::stand_in_words(&s, &shared.usage.resolve(&s))
        {
            out.push(Notice {
                key: "vm".into(),
                message: words,
                tries: Vec::new(),
            });
        }
    }
    if let Some(nodes @ 2..) = shared.usage.nodes {
        // Several nodes of GPU training where no InfiniBand size has a price: said at the top.
        let u = shared.usage.resolve(&s);
        if shared.usage.vm.is_none() {
            if let Some(words) =
                crate::advisor::requirements::multinode::unpriced_words(&s, u.vm, nodes, u.region)
            {
                out.push(Notice {
                    key: "region".into(),
                    message: words,
                    tries: Vec::new(),
                });
            }
        }
        let vm = u.vm.name;
        if s.gpu == Gpu::Multi
            && matches!(s.stage, Stage::Explore | Stage::Train)
            && !prices::infiniband(vm)
        {
            out.push(Notice {
                key: "nodes".into(),
                message: format!(
                    "{nodes} nodes of {vm} lack InfiniBand, which distributed GPU training needs to scale: fill one node's GPUs first, or choose an InfiniBand size (Standard_ND96asr_v4, Standard_ND96amsr_A100_v4, Standard_ND96isr_H100_v5)."
                ),
                tries: Vec::new(),
            });
        }
    }
    if let (Some(min), Some(nodes)) = (shared.usage.min_nodes, shared.usage.nodes) {
        if min > nodes {
            out.push(Notice {
                key: "minnodes".into(),
                message: format!(
                    "Minimum nodes ({min}) cannot exceed nodes per job ({nodes}); using {nodes}."
                ),
                tries: Vec::new(),
            });
        }
    }
    out
}

/// Percent-encodes a value for a query string (unreserved characters kept).
pub(crate) fn percent_encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => out.push(char::from(b)),
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// `shared` with one `key=value` replaced, decoded again: an edit is validated exactly as a
/// link is, so the codec stays the single place that judges values.
pub fn with_value(shared: &Shared, key: &str, value: &str) -> (Shared, Vec<Notice>) {
    // Requests a day and the people are two ways to give one figure: the one typed replaces
    // the other.
    let replaced: &[&str] = match key {
        "requests" => &["requests", "users"],
        "users" => &["users", "requests"],
        _ => &[key],
    };
    let mut query = String::new();
    for p in encode(shared).split('&') {
        if !p.split('=').next().is_some_and(|k| replaced.contains(&k)) {
            query.push_str(p);
            query.push('&');
        }
    }
    // The size of your own model, emptied: not known (it is optional there).
    let unknown = key == "params"
        && value.trim().is_empty()
        && crate::advisor::questions::own_size_asked(&shared.answers.situation());
    if !unknown {
        query.push_str(&format!("{key}={}", percent_encode(value)));
    }
    let (mut out, notices) = decode(&query);
    // An edit answers only what it edits: where data may be processed stays open until asked
    // (a link older than the question is what reads as anywhere).
    if shared.answers.residency.is_none() && key != "residency" {
        out.answers.residency = None;
    }
    (out, notices)
}

/// Whether a query carries any answer the person could have given, so that the page opens on
/// the result. Answers to locked questions are a host page's presets: the wizard still opens.
pub fn carries_answers(shared: &Shared) -> bool {
    Question::ALL
        .into_iter()
        .any(|q| shared.answers.is_answered(q) && !shared.is_locked(q))
}

/// The tools a snippet is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tool {
    #[default]
    Cli,
    Yaml,
    Python,
}

impl Tool {
    pub const ALL: [Tool; 3] = [Tool::Cli, Tool::Yaml, Tool::Python];

    pub fn slug(self) -> &'static str {
        match self {
            Tool::Cli => "cli",
            Tool::Yaml => "yaml",
            Tool::Python => "python",
        }
    }

    pub fn from_slug(s: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|t| t.slug() == s)
    }

    pub fn label(self) -> &'static str {
        match self {
            Tool::Cli => "Azure CLI",
            Tool::Yaml => "YAML",
            Tool::Python => "Python SDK",
        }
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn qwen_32b_is_the_old_name_of_qwen3_32b() {
        for q in [
            "stage=train&model=finetune&llm=qwen-32b",
            "stage=train&model=finetune&llm=qwen3-32b",
        ] {
            let (shared, notices) = decode(q);
            assert_eq!(shared.answers.llm, Some(Llm::Qwen332b), "{q}");
            assert!(notices.is_empty(), "{notices:?}");
            assert!(encode(&shared).contains("llm=qwen3-32b"));
        }
    }
    use super::*;
    use crate::advisor::answers::{Serve, Stage};

    #[test]
    fn notices_name_the_value_used_instead() {
        let (_, n) =
            decode("v=1&stage=train&gpu=single&hours=999&nodes=0&priority=x&runs=500&preempt=ok");
        let text: Vec<&str> = n.iter().map(|n| n.message.as_str()).collect();
        let (s, _) = decode("v=1&stage=train&gpu=single&preempt=ok");
        let hours = s.answers.situation().hours;
        assert_eq!(
            text,
            [
                format!("“999” is not a valid value for hours; using {hours} hours a week, the default here."),
                "“0” is not a valid value for nodes; using 1 node per job, the default here.".to_string(),
                "“x” is not a valid value for priority; using Spot VMs, the default here.".to_string(),
                format!(
                    "“500” is not a valid value for runs; using {}, the default here.",
                    crate::advisor::facts::num::count(
                        s.usage.resolve(&s.answers.situation()).runs_per_week,
                        "run"
                    ) + " a week"
                ),
            ]
        );
        assert!(text.iter().all(|t| !t.contains("the default hours")));
    }

    #[test]
    fn a_refused_choice_names_the_default_the_advice_uses() {
        // The default can follow other answers: training runs scripts, and the catalog
        // model a link leaves unnamed is not the first of the wizard's list.
        for stage in ["explore", "train", "deploy"] {
            for model in ["own", "catalog", "finetune"] {
                for q in Question::ALL
                    .into_iter()
                    .filter(|q| !q.choices().is_empty())
                {
                    let link = format!("v=1&stage={stage}&model={model}&{}=%3F", q.key());
                    let (shared, n) = decode(&link);
                    let used = q.answer_text(&shared.answers.situation());
                    let note = n.iter().find(|n| n.key == q.key()).expect(&link);
                    assert!(
                        note.message
                            .ends_with(&format!("using the default ({used}).")),
                        "{link}: {}",
                        note.message
                    );
                }
            }
        }
    }

    #[test]
    fn spot_where_it_cannot_apply_gets_a_notice() {
        for q in [
            "v=1&stage=deploy&serve=realtime&priority=spot",
            "v=1&stage=explore&mode=notebook&priority=lowpriority",
        ] {
            let (s, n) = decode(q);
            assert!(n.is_empty(), "{q}");
            let c = combination_notices(&s);
            assert!(
                c.iter()
                    .any(|n| n.key == "priority" && n.message.contains("priced as dedicated")),
                "{q}: {c:?}"
            );
        }
        let (s, _) = decode("v=1&stage=train&mode=script&priority=spot");
        assert!(combination_notices(&s).is_empty());
    }

    #[test]
    fn round_trip() {
        let q = "v=1&stage=deploy&serve=batch&existing=kubernetes&where=cloud&preempt=ok&hours=12&region=westus2&vm=Standard_D4s_v3&nodes=3&minnodes=1&runs=4&priority=lowpriority";
        let (s, notices) = decode(q);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.answers.stage, Some(Stage::Deploy));
        assert_eq!(s.answers.serve, Some(Serve::Batch));
        // `lowpriority` (links from before Spot replaced low priority) reads as Spot, written `spot`.
        assert_eq!(encode(&s), q.replace("lowpriority", "spot"));
    }

    #[test]
    fn the_days_a_week_are_kept_and_a_link_without_them_reads_every_day() {
        let q = "v=1&stage=deploy&model=catalog&llm=phi-4&requests=1000&intokens=2000&outtokens=500&dayhours=8&days=5";
        let (s, notices) = decode(q);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.answers.situation().traffic.days(), 5);
        assert!(encode(&s).contains("&dayhours=8&days=5"), "{}", encode(&s));
        let (every, _) = decode(&q.replace("&days=5", ""));
        assert_eq!(every.answers.situation().traffic.days(), 7);
        assert!(!encode(&every).contains("days="));
        for bad in ["0", "8", "weekdays", "5.5"] {
            let (s, n) = decode(&q.replace("days=5", &format!("days={bad}")));
            assert_eq!(s.answers.situation().traffic.days(), 7, "{bad}");
            assert!(
                n.len() == 1 && n[0].message.contains("from 1 to 7"),
                "{bad}: {n:?}"
            );
        }
    }

    #[test]
    fn links_written_carry_only_answers_that_apply() {
        let (s, _) = decode("stage=train&serve=batch&mode=script&hours=7");
        assert_eq!(encode(&s), "v=1&stage=train&mode=script&hours=7");
        assert!(combination_notices(&decode(&encode(&s)).0).is_empty());
    }

    #[test]
    fn an_edit_replaces_one_value_and_is_validated_like_a_link() {
        let (s, _) = decode("stage=train&mode=script&hours=7");
        let (edited, n) = with_value(&s, "hours", "12");
        assert!(n.is_empty());
        assert_eq!(encode(&edited), "v=1&stage=train&mode=script&hours=12");
        let (rejected, n) = with_value(&s, "hours", "1 000&stage=deploy");
        assert_eq!(rejected.answers.hours, None);
        assert_eq!(
            rejected.answers.stage, s.answers.stage,
            "an edit cannot inject another key"
        );
        assert_eq!(n.len(), 1);
        assert!(
            n[0].message.contains("1 000&stage=deploy"),
            "{}",
            n[0].message
        );
    }

    #[test]
    fn bad_input_falls_back_with_notices() {
        let (s, notices) = decode(
            "?v=9&stage=dance&hours=500&vm=Standard_XY6&region=mars&idle=5&nodes=0&zzz=1&%zz=%",
        );
        assert_eq!(s, Shared::default());
        let keys: Vec<_> = notices.iter().map(|n| n.key.as_str()).collect();
        assert_eq!(
            keys,
            ["v", "stage", "hours", "vm", "region", "idle", "nodes"]
        );
        assert!(notices[3].message.contains("Standard_XY6"));
    }

    #[test]
    fn retired_sizes_open_with_a_current_replacement() {
        let (s, notices) = decode("stage=train&gpu=multi&vm=Standard_NC12s_v3");
        assert_eq!(s.usage.vm, Some("Standard_NC48ads_A100_v4"));
        assert_eq!(notices.len(), 1);
        assert_eq!(
            notices[0].message,
            "Standard_NC12s_v3 belongs to the NCv3 series, which Azure retired on 30 Sep 2025; using Standard_NC48ads_A100_v4, a current size, instead."
        );
        assert!(encode(&s).contains("vm=Standard_NC48ads_A100_v4"));
    }

    #[test]
    fn percent_encoding_and_empty_parts() {
        let (s, n) = decode("stage=%74rain&&mode=script&data");
        assert_eq!(s.answers.stage, Some(Stage::Train));
        assert_eq!(n.len(), 1, "data without a value is invalid: {n:?}");
        assert_eq!(percent_decode("%"), "%");
        assert_eq!(percent_decode("a%2"), "a%2");
        assert_eq!(percent_decode("%e2%82%ac"), "€");
    }

    #[test]
    fn impossible_combinations_are_explained() {
        let (s, n) = decode("stage=explore&serve=batch&hours=5&nodes=2&minnodes=5");
        assert!(n.is_empty());
        let keys: Vec<_> = combination_notices(&s).into_iter().map(|n| n.key).collect();
        assert_eq!(keys, ["serve", "minnodes"]);
        let (s, _) = decode("stage=deploy&serve=realtime&hours=40&spark=yes&mode=script");
        let notices = combination_notices(&s);
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert_eq!(
            notices[0].message,
            "Code does not apply to “Serving a model or an LLM” (Real-time); that answer is ignored."
        );
        assert!(combination_notices(&decode("stage=train&mode=script").0).is_empty());
    }

    #[test]
    fn locks_are_read_in_wizard_order_and_unknown_ones_explained() {
        let (s, n) = decode("stage=deploy&lock=serve,nope,stage,serve&embed=1");
        assert_eq!(s.locks, [Question::Stage, Question::Serve]);
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].key, "lock");
        assert!(n[0].message.contains("nope"), "{}", n[0].message);
        assert_eq!(encode(&s), "v=1&stage=deploy&lock=stage,serve&embed=1");
        assert!(
            !carries_answers(&s),
            "a locked preset alone opens the wizard"
        );
        assert!(carries_answers(
            &decode("stage=deploy&gpu=single&lock=stage").0
        ));
    }

    #[test]
    fn the_create_tool_travels_in_the_link_and_a_bad_one_is_explained() {
        use super::Tool;
        let (s, n) = decode("v=1&stage=train&mode=script&tool=yaml");
        assert!(n.is_empty());
        assert_eq!(s.tool, Tool::Yaml);
        assert_eq!(encode(&s), "v=1&stage=train&mode=script&tool=yaml");
        // The default goes without saying, as before the key existed.
        let (s, _) = decode("v=1&stage=train&mode=script&tool=cli");
        assert_eq!(encode(&s), "v=1&stage=train&mode=script");
        let (s, n) = decode("v=1&stage=train&tool=bash");
        assert_eq!(s.tool, Tool::Cli);
        assert_eq!(n.len(), 1);
        assert_eq!(
            n[0].message,
            "“bash” is not a valid value for tool; using the Azure CLI."
        );
        let (edited, n) = with_value(&decode("v=1&stage=train").0, "tool", "python");
        assert!(n.is_empty());
        assert_eq!(edited.tool, Tool::Python);
    }

    #[test]
    fn traffic_as_people_is_requests_a_day_with_the_assumption_named() {
        let base =
            "v=1&stage=deploy&model=catalog&llm=phi-4&intokens=2000&outtokens=500&dayhours=8";
        let (s, n) = decode(&format!("{base}&users=5000"));
        assert!(n.is_empty(), "{n:?}");
        let t = s.answers.situation().traffic;
        assert_eq!(t.requests, 50_000, "5,000 people × 10 requests each");
        let p = t.people.expect("the people are kept");
        assert!(p.assumed);
        assert!(traffic::words(&t).starts_with(
            "5,000 people × 10 requests a day = 50,000 requests a day (requests per person: an assumption"
        ));
        assert!(s.answers.is_answered(Question::Traffic));
        assert_eq!(encode(&s), format!("{base}&users=5000"));
        // The assumption, given, is no longer one; the link keeps it.
        let (s, n) = decode(&format!("{base}&users=5000&userreq=4"));
        assert!(n.is_empty());
        assert_eq!(s.answers.situation().traffic.requests, 20_000);
        assert_eq!(encode(&s), format!("{base}&users=5000&userreq=4"));
    }

    #[test]
    fn people_and_requests_together_keep_one_with_a_notice() {
        let (s, n) = decode("v=1&stage=deploy&model=catalog&llm=phi-4&requests=20000&users=5000&intokens=2000&outtokens=500&dayhours=8");
        assert_eq!(n.len(), 1, "{n:?}");
        assert_eq!(n[0].key, "requests");
        assert_eq!(
            n[0].message,
            "The link gives both requests=20000 and users=5000; the advice uses the people, 5,000 people × 10 requests a day = 50,000 requests a day (requests per person: an assumption, not a published figure; change it to what you expect), and ignores requests=20000."
        );
        assert_eq!(s.answers.requests, None);
        assert_eq!(s.answers.situation().traffic.requests, 50_000);
        let again = encode(&s);
        assert!(!again.contains("requests=") && again.contains("users=5000"));
        assert!(decode(&again).1.is_empty());
        // An edit of one replaces the other, without a notice: the person typed it.
        let (edited, n) = with_value(&s, "requests", "700");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(
            (edited.answers.requests, edited.answers.users),
            (Some(700), None)
        );
        let (back, n) = with_value(&edited, "users", "12");
        assert!(n.is_empty());
        assert_eq!(
            (back.answers.requests, back.answers.users),
            (None, Some(12))
        );
    }

    #[test]
    fn hostile_people_are_refused_with_the_range() {
        for bad in [
            "0",
            "-5",
            "10000001",
            "1e6",
            "five",
            "%00",
            "99999999999999999999",
            "",
        ] {
            let (s, n) = decode(&format!("stage=deploy&model=catalog&users={bad}"));
            assert_eq!(s.answers.users, None, "{bad}");
            assert_eq!(n.len(), 1, "{bad}: {n:?}");
            assert!(
                n[0].message.contains("a whole number from 1 to 10,000,000"),
                "{}",
                n[0].message
            );
            let (s, n) = decode(&format!(
                "stage=deploy&model=catalog&users=10&userreq={bad}"
            ));
            assert_eq!(s.answers.user_requests, None, "{bad}");
            assert!(n[0].message.contains("from 1 to 1,000"), "{}", n[0].message);
        }
        assert_eq!(decode("users=1,000").0.answers.users, Some(1_000));
        // More requests a day than a link may carry: fewer each, said.
        let (s, n) = decode("stage=deploy&model=catalog&users=10000000&userreq=1000");
        assert_eq!(s.answers.user_requests, Some(10));
        assert_eq!(n.len(), 1);
        assert_eq!(
            n[0].message,
            "10,000,000 people × 1,000 requests a day is more than 100,000,000 requests a day, the most this page prices; using 10 requests per person a day."
        );
        assert!(decode(&encode(&s)).1.is_empty());
    }

    #[test]
    fn long_values_are_shortened_in_messages() {
        let (_, n) = decode(&format!("stage={}", "x".repeat(500)));
        assert!(n[0].message.chars().count() < 120);
    }
}
