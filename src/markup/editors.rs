//! The result's editable parts as markup: "Your answers" and the usage to price. Every field
//! carries its share-link key in `data-key`, which the page's one change handler reads
//! (`ui::actions::change`). The page brings these runs up to date node by node (`ui::morph`), so
//! a field keeps its focus across the update its change causes; `boot.js` then sets each field's
//! value from its markup (a select's `selected` option, an input's `value`), which the browser
//! stops following once a person has changed the field.

use crate::advisor::answers::{Answers, Question, Situation};
use crate::advisor::bill::cost;
use crate::advisor::bill::usage::{Priority, MAX_NODES};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::traffic;
use crate::advisor::models;
use crate::advisor::{facts::prices, link::share};
use crate::writer::Markup;

/// A number typed in a field that the codec could not use: it stays in the field, marked
/// invalid, with the message under it.
#[derive(Clone, Copy)]
pub struct Typed<'a> {
    pub key: &'a str,
    pub text: &'a str,
    pub message: &'a str,
}

/// The compute instance's idle shutdown choices, in minutes (0: off).
const IDLE_CHOICES: [(u16, &str); 8] = [
    (0, "Off (left running)"),
    (15, "15 minutes"),
    (30, "30 minutes"),
    (60, "1 hour"),
    (120, "2 hours"),
    (240, "4 hours"),
    (1440, "1 day"),
    (4320, "3 days"),
];

/// `<div class="answer"><label for=id>label</label>` (closed by the caller).
pub(super) fn field(w: &mut Markup, class: &str, id: &str, label: &str) {
    w.tag("div").a("class", class).open();
    w.tag("label")
        .a("for", id)
        .open()
        .text(label)
        .close("label");
}

/// `<select id data-key>`; the caller writes the options.
pub(super) fn select(w: &mut Markup, id: &str, key: &str) {
    w.tag("select").a("id", id).a("data-key", key).open();
}

pub(super) fn option(w: &mut Markup, value: &str, label: &str, chosen: bool) {
    w.tag("option").a("value", value);
    if chosen {
        w.a("selected", "");
    }
    w.open().text(label).close("option");
}

/// A field whose value goes through the store on change: a whole number in `range`, or text
/// (`None`). What cannot be used stays in the field, marked invalid, with the message under it.
pub(super) fn input(
    w: &mut Markup,
    key: &str,
    id: &str,
    value: &str,
    range: Option<(u32, u32)>,
    typed: Option<Typed>,
) {
    let typed = typed.filter(|t| t.key == key);
    w.tag("input").a("id", id);
    match range {
        Some((min, max)) => w
            .a("type", "number")
            .a("inputmode", "numeric")
            .a("min", &min.to_string())
            .a("max", &max.to_string())
            .a("step", "1"),
        // Millions of tokens: decimals.
        None if matches!(key, "tokensin" | "tokensout" | "traintokens" | "params") => {
            w.a("type", "text").a("inputmode", "decimal")
        }
        None => w.a("type", "text").a("spellcheck", "false"),
    };
    w.a("value", typed.map_or(value, |t| t.text))
        .a("data-key", key);
    let error = format!("{id}-error");
    if typed.is_some() {
        w.a("aria-invalid", "true").a("aria-describedby", &error);
    }
    w.open();
    if let Some(t) = typed {
        w.tag("p")
            .a("class", "field-error")
            .a("id", &error)
            .open()
            .text(t.message)
            .close("p");
    }
}

/// A usage number field (`usage-KEY`) in the range its share-link key allows.
fn number(w: &mut Markup, key: &str, label: &str, value: u16, typed: Option<Typed>) {
    let id = format!("usage-{key}");
    field(w, "answer", &id, label);
    let (lo, hi) = share::number_range(key).unwrap_or((0, MAX_NODES));
    input(
        w,
        key,
        &id,
        &value.to_string(),
        Some((u32::from(lo), u32::from(hi))),
        typed,
    );
    w.close("div");
}

/// A number of the traffic or training step: its key, label, value, and whole-number range
/// (`None`: millions of tokens, with decimals).
pub type StepField = (&'static str, &'static str, String, Option<(u32, u32)>);

/// The numbers of the traffic or training step. `shown`: the values the result shows (defaults included);
/// else only what was given, as the wizard shows them (nothing is filled in for the person).
/// A link's monthly volumes keep their own fields until every number of the requests is given.
pub fn step_fields(q: Question, s: &Situation, a: &Answers, shown: bool) -> Vec<StepField> {
    let range = |k| share::step_range(k);
    let t = &s.traffic;
    let mut out = Vec::new();
    if q == Question::Training {
        let tokens = a.train_tokens.map(models::millions);
        out.push((
            "traintokens",
            "Training tokens, millions",
            match tokens {
                Some(v) => v,
                None if shown => models::millions(s.training.tokens_k),
                None => String::new(),
            },
            None,
        ));
        // The epochs: shown with the page's default until changed, as the requests per person
        // are (the step's words say why it is assumed and what it does).
        out.push((
            "epochs",
            if a.epochs.is_some() || shown {
                "Epochs"
            } else {
                "Epochs (assumed)"
            },
            u32::from(a.epochs.unwrap_or(s.training.epochs)).to_string(),
            range("epochs"),
        ));
        return out;
    }
    // An embedding model returns vectors: its tokens out are not asked.
    let outputs = s.llm.model().kind != models::Kind::Embedding;
    if let Some((i, _)) = t.monthly.filter(|_| shown) {
        out.push((
            "tokensin",
            "Tokens in, millions a month",
            models::millions(i),
            None,
        ));
    }
    if let Some((_, o)) = t.monthly.filter(|_| shown && outputs) {
        out.push((
            "tokensout",
            "Tokens out, millions a month",
            models::millions(o),
            None,
        ));
    }
    // With monthly volumes, the request numbers are blank until given.
    let shown = shown && t.monthly.is_none();
    let given = |v: Option<u32>, all: u32| match v {
        Some(v) => v.to_string(),
        None if shown => all.to_string(),
        None => String::new(),
    };
    // The people who will use it, or the requests a day: the people first, as a newcomer knows
    // them, with the requests each makes (an assumption, shown with its value, until changed).
    let users = a.users.map(|u| u.to_string()).unwrap_or_default();
    out.push(("users", "People who will use it", users, range("users")));
    out.push((
        "userreq",
        "Requests per person a day (assumed)",
        a.user_requests
            .unwrap_or(traffic::DEFAULT_USER_REQUESTS)
            .to_string(),
        range("userreq"),
    ));
    // Given as people, the requests a day are their product.
    let requests = match t.people {
        Some(_) if shown || a.users.is_some() => t.requests.to_string(),
        _ => given(a.requests, t.requests),
    };
    out.push(("requests", "Or requests a day", requests, range("requests")));
    for (k, label, v, all) in [
        (
            "intokens",
            "Tokens in per request",
            a.tokens_in,
            t.tokens_in,
        ),
        (
            "outtokens",
            "Tokens out per request",
            a.tokens_out,
            t.tokens_out,
        ),
        (
            "dayhours",
            "Hours a day they come in",
            a.day_hours.map(u32::from),
            t.day_hours.into(),
        ),
    ] {
        if k != "outtokens" || outputs {
            out.push((k, label, given(v, all), range(k)));
        }
    }
    // The days they come in: every day unless said, shown with its value as the requests per
    // person are (weekdays make a month 5/7 of the tokens).
    if t.monthly.is_none() {
        out.push((
            "days",
            "Days a week they come in",
            t.days().to_string(),
            range("days"),
        ));
    }
    out
}

/// "Your answers": each asked question as a select (the hours as a number), or as fixed text
/// where the embedding page locked it.
pub fn answers(shared: &share::Shared, typed: Option<Typed>) -> String {
    let answers = &shared.answers;
    let s = answers.situation();
    let mut w = Markup::default();
    w.tag("section")
        .a("class", "panel answers")
        .a("aria-labelledby", "answers-title")
        .open();
    w.tag("h2")
        .a("id", "answers-title")
        .open()
        .text("Your answers")
        .close("h2");
    w.tag("div").a("class", "answer-grid").open();
    for q in answers.asked_questions() {
        let (key, short) = (q.key(), q.short_for(&s));
        let value = q.value_in(&s);
        let id = format!("edit-{key}");
        if shared.is_locked(q) {
            // Fixed by the page that embeds the advisor: shown, not editable.
            w.tag("div")
                .a("class", "answer locked")
                .a("data-testid", &format!("locked-{key}"))
                .open();
            w.element("span", "answer-label", short);
            w.element("span", "", &format!("{} (fixed)", q.answer_text(&s)));
        } else if matches!(q, Question::Traffic | Question::Training) {
            // Several numbers: one field each, and what they come to.
            for (k, label, v, range) in step_fields(q, &s, answers, true) {
                let id = format!("edit-{k}");
                field(&mut w, "answer", &id, label);
                input(&mut w, k, &id, &v, range, typed);
                w.close("div");
            }
            if q == Question::Traffic {
                w.element("p", "hint wide", &traffic::words(&s.traffic));
            }
            continue;
        } else {
            field(&mut w, "answer", &id, short);
            if q == Question::Hours {
                input(&mut w, key, &id, &value, Some((0, 168)), typed);
            } else {
                select(&mut w, &id, key);
                let value = answers.given(q);
                for c in answers.offered(q) {
                    option(&mut w, c.slug, c.label, c.slug == value);
                }
                w.close("select");
            }
        }
        w.close("div");
        // A model of your own served on GPUs: its size beside the busy hours (empty: not known).
        if q == Question::Hours && crate::advisor::questions::own_size_asked(&s) {
            field(
                &mut w,
                "answer",
                "edit-params",
                "Your model's size (billions of parameters)",
            );
            let size = answers.params.map(models::tenths_text).unwrap_or_default();
            input(&mut w, "params", "edit-params", &size, None, typed);
            w.close("div");
        }
        // An open model from Hugging Face: its size beside it.
        if q == Question::Llm && s.llm.is_hf() {
            field(
                &mut w,
                "answer",
                "edit-params",
                "Size (billions of parameters)",
            );
            input(
                &mut w,
                "params",
                "edit-params",
                &models::tenths_text(s.params),
                None,
                typed,
            );
            w.close("div");
        }
    }
    w.close("div");
    w.tag("div").a("class", "actions").open();
    for (class, act, label) in [
        ("button secondary", "walk", "Walk through the questions"),
        // Keeps this result as a workload of a plan and asks the questions for the next.
        ("button secondary", "plan-add", "Add another stage"),
        ("button link", "restart", "Start over"),
    ] {
        w.tag("button")
            .a("type", "button")
            .a("class", class)
            .a("data-act", act)
            .open()
            .text(label)
            .close("button");
    }
    w.close("div");
    w.close("section");
    w.into_markup()
}

/// The usage to price for situation `s`, as the fields of one grid in two parts: the prices'
/// (region and VM size, whose picker lists every size) and the rest (hours always, and the
/// fields an option among `options` uses). Two parts, so that an edit of the hours or nodes does
/// not send the page the VM picker's 231 options again.
pub fn usage(
    shared: &share::Shared,
    s: &Situation,
    options: &[Target],
    typed: Option<Typed>,
) -> [String; 2] {
    let u = shared.usage.resolve(s);
    let shows = |f: &str| cost::shows_field(f, s, options);
    let mut w = Markup::default();
    field(&mut w, "answer", "usage-region", "Region");
    select(&mut w, "usage-region", "region");
    // Grouped by geography (the table keeps each geography's regions together). The VM picker
    // says which sizes have no price in the chosen region.
    let mut group = "";
    for (i, r) in prices::regions().iter().enumerate() {
        let geo = prices::region_geography(r);
        if geo != group {
            if !group.is_empty() {
                w.close("optgroup");
            }
            w.tag("optgroup").a("label", geo).open();
            group = geo;
        }
        // A region the data may not be processed in is shown, and cannot be chosen.
        if crate::advisor::requirements::residency::allows(s.residency, r) {
            option(&mut w, r, prices::region_label(r), i == u.region);
        } else {
            w.tag("option").a("value", r).a("disabled", "").open();
            w.text(prices::region_label(r)).text(" (outside ");
            w.text(crate::advisor::requirements::residency::zone_words(
                s.residency,
            ));
            w.text(")").close("option");
        }
    }
    w.close("optgroup");
    w.close("select");
    w.close("div");
    if shows("vm") {
        field(&mut w, "answer wide", "usage-vm", "VM size");
        select(&mut w, "usage-vm", "vm");
        w.raw(&super::panels::vm_options(u.region, u.vm.name));
        w.close("select");
        // A closed picker cuts a long size short: the chosen one in full under the field where
        // the field is narrow (CSS), and at any width for the longest labels (`data-long`: a wide
        // field holds about 60 characters); for the eye only, since the field already names it.
        let label = super::panels::vm_label(u.vm, u.region);
        w.tag("p")
            .a("class", "hint vm-hint")
            .a("aria-hidden", "true");
        if label.len() > 60 {
            w.a("data-long", "");
        }
        w.open().text(&label).close("p");
        w.close("div");
    }
    let prices = w.into_markup();
    let mut w = Markup::default();
    let hours = if shows("instances") {
        "Peak hours a week"
    } else {
        "Busy hours a week"
    };
    let numbers = [
        (
            "hours",
            hours,
            u16::from(s.hours),
            Question::Hours.is_asked(s),
        ),
        ("nodes", "Nodes per job", u.nodes, shows("nodes")),
        (
            "instances",
            "Instances at peak",
            u.instances,
            shows("instances"),
        ),
        (
            "mininstances",
            "Instances off-peak",
            u.min_instances,
            shows("mininstances"),
        ),
        ("minnodes", "Minimum nodes", u.min_nodes, shows("minnodes")),
        (
            "runs",
            "Sessions or jobs a week",
            u.runs_per_week,
            shows("runs"),
        ),
    ];
    for (key, label, value, shown) in numbers {
        if !shown {
            continue;
        }
        number(&mut w, key, label, value, typed);
    }
    if shows("tps") {
        number(
            &mut w,
            "tps",
            "Measured tokens a second per instance (0: not measured)",
            u.tps,
            typed,
        );
    }
    if shows("ftjobs") {
        number(
            &mut w,
            "ftjobs",
            "Fine-tuning jobs a month",
            u.ft_jobs,
            typed,
        );
    }
    if shows("trainhours") {
        number(
            &mut w,
            "trainhours",
            "Hours each job trains on your GPUs (0: not known)",
            u.train_hours.unwrap_or(0),
            typed,
        );
    }
    if shows("people") {
        // A compute instance is single-user: one each; shared compute says it is shared.
        number(&mut w, "people", "People working this way", u.people, typed);
    }
    if shows("idle") {
        field(&mut w, "answer", "usage-idle", "Idle shutdown");
        select(&mut w, "usage-idle", "idle");
        for (m, label) in IDLE_CHOICES {
            option(&mut w, &m.to_string(), label, m == u.idle_minutes);
        }
        w.close("select");
        w.close("div");
    }
    if shows("priority") {
        field(&mut w, "answer", "usage-priority", "VM priority");
        select(&mut w, "usage-priority", "priority");
        for p in [Priority::Dedicated, Priority::Spot] {
            option(&mut w, p.slug(), p.label(), p == u.priority);
        }
        w.close("select");
        w.close("div");
    }
    [prices, w.into_markup()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::{advise, link::share};

    #[test]
    fn every_asked_question_is_a_field_with_its_answer_chosen() {
        let (shared, _) = share::decode("v=1&stage=deploy&serve=batch&hours=12&lock=stage");
        let m = answers(&shared, None);
        assert!(m.contains("data-testid=\"locked-stage\""), "{m}");
        assert!(
            !m.contains("id=\"edit-stage\""),
            "a locked answer is not editable"
        );
        assert!(
            m.contains("<select id=\"edit-serve\" data-key=\"serve\"><option value=\"realtime\">")
        );
        assert!(m.contains("<option value=\"batch\" selected=\"\">"));
        assert!(m.contains("id=\"edit-hours\"") && m.contains("value=\"12\""));
        assert_eq!(
            m.matches(" selected=\"\"").count(),
            m.matches("<select").count()
        );
    }

    #[test]
    fn a_number_that_cannot_be_used_stays_typed_with_its_message() {
        let (shared, _) = share::decode("v=1&stage=train&mode=script&data=large&hours=10");
        let s = shared.answers.situation();
        let typed = Typed {
            key: "hours",
            text: "200",
            message: "Enter a whole number from 0 to 168.",
        };
        let m = usage(&shared, &s, &[Target::ComputeCluster], Some(typed)).concat();
        assert!(m.contains("value=\"200\" data-key=\"hours\" aria-invalid=\"true\" aria-describedby=\"usage-hours-error\">"), "{m}");
        assert!(
            m.contains("<p class=\"field-error\" id=\"usage-hours-error\">Enter a whole number")
        );
        assert!(!m.contains("id=\"nodes-error\""));
        let clean = usage(&shared, &s, &[Target::ComputeCluster], None).concat();
        assert!(clean.contains("value=\"10\" data-key=\"hours\">"));
    }

    #[test]
    fn usage_fields_follow_the_options_shown() {
        let (shared, _) = share::decode("v=1&stage=train&mode=script&data=large");
        let a = advise(&shared.answers);
        let targets: Vec<Target> = a.ranked.iter().map(|o| o.target).collect();
        let [prices, m] = usage(&shared, &a.situation, &targets, None);
        assert!(prices.contains("id=\"usage-region\"") && prices.contains("id=\"usage-vm\""));
        assert!(
            !m.contains("<option value=\"Standard_"),
            "the VM picker is in the first part only"
        );
        let m = prices + &m;
        for id in ["usage-region", "usage-vm", "usage-hours"] {
            assert!(m.contains(&format!("id=\"{id}\"")), "{id}");
        }
        assert_eq!(
            m.contains("id=\"usage-nodes\""),
            cost::shows_field("nodes", &a.situation, &targets)
        );
        assert!(
            !m.contains("id=\"usage-instances\""),
            "no online endpoint shown"
        );
        let only_instance = usage(&shared, &a.situation, &[Target::ComputeInstance], None).concat();
        assert!(only_instance.contains("id=\"usage-idle\""));
        assert!(
            only_instance.contains("<label for=\"usage-people\">People working this way</label>")
        );
        assert!(only_instance.contains("min=\"1\" max=\"500\""));
        assert!(!only_instance.contains("id=\"usage-nodes\""));
    }

    #[test]
    fn the_chosen_vm_is_named_in_full_under_its_picker() {
        let (shared, _) =
            share::decode("v=1&stage=train&mode=script&data=large&vm=Standard_NC4as_T4_v3");
        let s = shared.answers.situation();
        let [prices, _] = usage(&shared, &s, &[Target::ComputeCluster], None);
        let label = super::super::panels::vm_label(
            prices::size("Standard_NC4as_T4_v3").unwrap(),
            shared.usage.resolve(&s).region,
        );
        assert!(
            label.starts_with("Standard_NC4as_T4_v3 · 4 vCPU, 28 GiB, 1× T4 · $"),
            "{label}"
        );
        assert!(
            prices.contains(&format!("selected=\"\">{label}</option>")),
            "{prices}"
        );
        assert!(
            prices.contains(&format!(
                "</select><p class=\"hint vm-hint\" aria-hidden=\"true\">{label}</p>"
            )),
            "{prices}"
        );
        // The longest labels are named under the field at any width.
        let (shared, _) =
            share::decode("v=1&stage=train&mode=script&data=large&vm=Standard_ND96isr_H100_v5");
        let [prices, _] = usage(&shared, &s, &[Target::ComputeCluster], None);
        assert!(
            prices.contains("aria-hidden=\"true\" data-long=\"\">Standard_ND96isr_H100_v5 · "),
            "{prices}"
        );
    }
}
