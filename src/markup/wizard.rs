//! One step of the wizard as markup: the progress, the question, its answers (radio buttons with a
//! hint each, or a number for the busy hours), what a link said that was not understood, and Back,
//! Next and "Skip to the advice". The fields are named by the question's share-link key; the
//! page's handlers on the step (`ui::wizard`) apply what changes, and the buttons that do not
//! submit carry a `data-act` (`back`, `skip`). `firststep` writes the opening step into
//! index.html from this same function.

use super::editors::StepField;
use crate::advisor::answers::{Question, MAX_HOURS};
use crate::advisor::bill::usage::TEAM_PRESETS;
use crate::advisor::facts::traffic;
use crate::advisor::link::share::Notice;
use crate::writer::Markup;

/// What a step shows besides its question.
pub struct Step<'a> {
    /// The question's title for the answers given so far.
    pub title: &'a str,
    /// What a step of numbers says under its field (`Question::hint_for`).
    pub hint: &'a str,
    /// 1-based position, and the fewest and the most questions the wizard can ask in all
    /// (`AppState::progress`): the most never rises as the person goes on.
    pub progress: (usize, usize, usize),
    /// The answer shown as chosen: a slug, or the hours; empty when none is given.
    pub value: &'a str,
    /// The answers offered, each with its hint (for the catalog model, its facts on the day).
    pub choices: Vec<(&'static str, &'static str, String)>,
    /// The numbers of the traffic or training step, as given so far, and what they come to.
    pub fields: Vec<StepField>,
    pub words: Option<String>,
    /// Why what was typed or left here cannot be used, if it cannot: the field's key (the
    /// question's own for a choice) and the message.
    pub invalid: Option<(&'a str, &'a str)>,
    /// What the link said that was not understood.
    pub notices: &'a [Notice],
    /// Whether every question asked has an answer (the advice can be shown from any step).
    pub all_answered: bool,
    /// Whether the question takes focus as the page opens (`autofocus`): the browser moves it
    /// there with the first frame, where a script's `focus()` would lay the page out first.
    pub autofocus: bool,
    /// What was typed in the model list's search (the catalog model step only; not an answer).
    pub search: &'a str,
}

pub fn step(q: Question, s: &Step) -> String {
    let (step, fewest, total) = s.progress;
    let mut w = Markup::default();
    w.tag("form")
        .a("class", "wizard")
        .a("aria-labelledby", "step-title")
        .open();
    w.tag("div").a("class", "progress").open();
    w.tag("p")
        .a("id", "progress-label")
        .a("class", "progress-label")
        .open()
        .text(&progress_words(step, fewest, total))
        .close("p");
    w.tag("progress")
        .a("max", &total.to_string())
        .a("value", &step.to_string())
        .a("aria-labelledby", "progress-label")
        .open()
        .close("progress");
    w.close("div");
    w.tag("h2")
        .a("id", "step-title")
        .a("class", "step-title")
        .a("tabindex", "-1");
    if s.autofocus {
        w.a("autofocus", "");
    }
    w.open().text(s.title).close("h2");
    match q {
        Question::Hours => hours(&mut w, s),
        Question::Traffic | Question::Training => numbers(&mut w, q, s),
        Question::Llm => super::model_list::list(&mut w, s),
        _ => choices(&mut w, q, s),
    }
    if !s.notices.is_empty() {
        w.tag("div")
            .a("class", "notice")
            .a("role", "status")
            .a("data-testid", "notices")
            .open();
        for (i, n) in s.notices.iter().enumerate() {
            w.tag("p").open().text(&n.message);
            super::asked::notice_tries(&mut w, i, n);
            w.close("p");
        }
        w.close("div");
    }
    // Next first, in the page's order and on screen: the way on is the first stop after the
    // answers, Back the one after it.
    w.tag("div").a("class", "actions").open();
    let last = step == total;
    w.tag("button")
        .a("type", "submit")
        .a("class", "button primary")
        .a("data-testid", "next")
        .open()
        .text(if last { "See the advice" } else { "Next" })
        .close("button");
    w.tag("button")
        .a("type", "button")
        .a("class", "button secondary")
        .a("data-act", "back");
    if step == 1 {
        w.a("disabled", "");
    }
    w.open().text("Back").close("button");
    if s.all_answered && !last {
        w.tag("button")
            .a("type", "button")
            .a("class", "button link")
            .a("data-act", "skip")
            .open()
            .text("Skip to the advice")
            .close("button");
    }
    w.close("div");
    w.close("form");
    w.into_markup()
}

/// The progress in words: "Question 2 of 8" once the count is known, "Question 2 of at most 11"
/// while later answers can still leave some questions out.
pub fn progress_words(step: usize, fewest: usize, most: usize) -> String {
    if fewest == most {
        format!("Question {step} of {most}")
    } else {
        format!("Question {step} of at most {most}")
    }
}

/// The busy hours: a whole number, with what it drives.
fn hours(w: &mut Markup, s: &Step) {
    w.tag("div").a("class", "field").open();
    w.tag("label")
        .a("for", "answer-hours")
        .open()
        .text("Busy hours a week (0 to 168)")
        .close("label");
    w.tag("input")
        .a("id", "answer-hours")
        .a("name", "hours")
        .a("type", "number")
        .a("inputmode", "numeric")
        .a("min", "0")
        .a("max", &MAX_HOURS.to_string())
        .a("step", "1")
        .a("value", s.value);
    match s.invalid {
        Some(_) => w
            .a("aria-invalid", "true")
            .a("aria-describedby", "hours-error hours-hint"),
        None => w.a("aria-describedby", "hours-hint"),
    };
    w.open();
    if let Some((_, m)) = s.invalid {
        step_error(w, "hours-error", m);
    }
    w.tag("p")
        .a("id", "hours-hint")
        .a("class", "hint")
        .open()
        .text(s.hint)
        .close("p");
    w.close("div");
    // Work billed per person: how many work this way; a model of your own on GPUs: its size.
    for field in &s.fields {
        let hint = match field.0 {
            "params" => ("params-hint", OWN_SIZE_HINT),
            _ => ("people-hint", TEAM_HINT),
        };
        number(w, field, s, false, Some(hint));
    }
}

/// What a model's size does to the GPUs it is served on.
const OWN_SIZE_HINT: &str = "From 0.1 to 2,000, or empty if not known. Its weights, at 2 bytes a parameter, must fit in the GPUs' memory: the price is for a size whose GPUs hold them. Not known, the default size is priced and the result says how large a model it holds.";

/// What the team's size does to the costs.
const TEAM_HINT: &str = "Everyone who works this way: the busy hours above are each person's, on every option. A compute instance has one user, so each person gets their own; a cluster or serverless compute runs everyone's jobs.";

/// Presets of the traffic and training steps: (the keys and values a button sets, its words).
fn presets(key: &str, outputs: bool) -> Vec<(String, String)> {
    let g = |n: u32| traffic::group(u64::from(n));
    match key {
        "users" => traffic::USER_PRESETS
            .iter()
            .map(|(n, words)| (format!("users={n}"), (*words).into()))
            .collect(),
        "requests" => traffic::REQUEST_PRESETS
            .iter()
            .map(|(n, words)| (format!("requests={n}"), (*words).into()))
            .collect(),
        "intokens" => traffic::SIZE_PRESETS
            .iter()
            .map(|(i, o, words)| match outputs {
                true => (
                    format!("intokens={i}&outtokens={o}"),
                    format!("{}: {} in, {} out", words, g(*i), g(*o)),
                ),
                // An embedding model: its tokens out are not asked.
                false => (format!("intokens={i}"), format!("{}: {} in", words, g(*i))),
            })
            .collect(),
        "params" => [1u32, 7, 13, 34, 70]
            .iter()
            .map(|b| (format!("params={b}"), format!("{b} B")))
            .collect(),
        "people" => TEAM_PRESETS
            .iter()
            .map(|(n, words)| (format!("people={n}"), format!("{n}: {words}")))
            .collect(),
        "days" => traffic::DAYS_PRESETS
            .iter()
            .map(|(d, words)| (format!("days={d}"), format!("{d}: {words}")))
            .collect(),
        "dayhours" => traffic::HOURS_PRESETS
            .iter()
            .map(|(h, words)| (format!("dayhours={h}"), format!("{h} h: {words}")))
            .collect(),
        "traintokens" => traffic::TRAINING_PRESETS
            .iter()
            .map(|(k, words)| (format!("traintokens={}", k / 1000), (*words).into()))
            .collect(),
        "epochs" => [1u8, 2, 3]
            .iter()
            .map(|e| {
                (
                    format!("epochs={e}"),
                    format!("{e} epoch{}", if *e == 1 { "" } else { "s" }),
                )
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The numbers of the traffic or training step, each with its presets (buttons that fill it in
/// on a click: nothing is filled in for the person), and what they come to once all are given.
fn numbers(w: &mut Markup, q: Question, s: &Step) {
    w.tag("div").a("class", "numbers").open();
    let outputs = s.fields.iter().any(|f| f.0 == "outtokens");
    for field in &s.fields {
        number(w, field, s, outputs, None);
    }
    w.close("div");
    w.tag("p")
        .a("class", "hint")
        .a("aria-live", "polite")
        .a("data-testid", "step-words")
        .open()
        .text(&s.words.clone().unwrap_or_else(|| match q {
            Question::Traffic => {
                "Give the people who will use it (requests a day are then people × requests per person), or the requests a day. Each field has presets under it. A month is 730 hours; the peak is the day's requests spread evenly over the hours they come in.".into()
            }
            _ => format!(
                "Training is billed per token trained: the tokens in your training data times the epochs, each epoch one full pass over the data. Azure can choose the epochs from your data (n_epochs −1), so a job's bill is then known only once it runs: {} is assumed here until you give the number you will set. More epochs fit the data more closely and can overfit it; fewer can leave the model short of it.",
                traffic::DEFAULT_TRAINING.epochs
            ),
        }))
        .close("p");
}

/// One number field of a step, with its presets under it and, where given, a hint (`hint`: its
/// id and words).
fn number(w: &mut Markup, field: &StepField, s: &Step, outputs: bool, hint: Option<(&str, &str)>) {
    let (key, label, value, range) = field;
    let id = format!("answer-{key}");
    w.tag("div").a("class", "field").open();
    w.tag("label")
        .a("for", &id)
        .open()
        .text(label)
        .close("label");
    w.tag("input").a("id", &id).a("name", key);
    match range {
        Some((lo, hi)) => w
            .a("type", "number")
            .a("inputmode", "numeric")
            .a("min", &lo.to_string())
            .a("max", &hi.to_string())
            .a("step", "1"),
        None => w.a("type", "text").a("inputmode", "decimal"),
    };
    w.a("value", value);
    let error = format!("{key}-error");
    let invalid = s.invalid.filter(|i| i.0 == *key);
    let described = match (invalid.is_some(), hint) {
        (true, Some((h, _))) => Some(format!("{error} {h}")),
        (true, None) => Some(error.clone()),
        (false, Some((h, _))) => Some(h.to_string()),
        (false, None) => None,
    };
    if invalid.is_some() {
        w.a("aria-invalid", "true");
    }
    if let Some(d) = &described {
        w.a("aria-describedby", d);
    }
    w.open();
    if let Some((_, m)) = invalid {
        step_error(w, &error, m);
    }
    let buttons = presets(key, outputs);
    if !buttons.is_empty() {
        w.tag("div")
            .a("class", "presets")
            .a("role", "group")
            .a(
                "aria-label",
                &format!("Presets for {}", label.to_ascii_lowercase()),
            )
            .open();
        for (set, words) in buttons {
            w.tag("button")
                .a("type", "button")
                .a("class", "button preset")
                .a("data-act", "set")
                .a("data-set", &set)
                .open()
                .text(&words)
                .close("button");
        }
        w.close("div");
    }
    if let Some((id, words)) = hint {
        w.tag("p")
            .a("id", id)
            .a("class", "hint")
            .open()
            .text(words)
            .close("p");
    }
    w.close("div");
}

/// Opens a choice step's fieldset (`class`, and `id` where given) with its legend and, where
/// Next was refused, the message: above the answers, beside the first one, where focus goes
/// when Next is refused (at phone width a message under a long list would be off screen). The
/// answers' list and the catalog model list both start so. The message has a place of its own,
/// empty until then: the page brings each step to its new markup node by node, in order, and a
/// message inserted before the answers would shift each answer into its neighbour's node, the
/// focused one and its check with it (an arrow key after the refusal lost the focus).
pub(super) fn open_choices(w: &mut Markup, s: &Step, class: &str, id: Option<&str>) {
    w.tag("fieldset").a("class", class);
    if let Some(id) = id {
        w.a("id", id);
    }
    if choice_invalid(s).is_some() {
        w.a("aria-describedby", "choice-error");
    }
    w.open();
    w.element("legend", "visually-hidden", s.title);
    w.tag("div").a("class", "step-error").open();
    if let Some((_, m)) = choice_invalid(s) {
        step_error(w, "choice-error", m);
    }
    w.close("div");
}

/// Why Next was refused on a step, said at the field (`id` is what the field's
/// `aria-describedby` names) and announced as it appears.
pub(super) fn step_error(w: &mut Markup, id: &str, message: &str) {
    w.tag("p")
        .a("id", id)
        .a("class", "field-error")
        .a("role", "alert")
        .open()
        .text(message)
        .close("p");
}

/// The message of a choice step, said above its answers: not one of a number of the step (an
/// open model from Hugging Face's size is said at its field).
fn choice_invalid<'a>(s: &Step<'a>) -> Option<(&'a str, &'a str)> {
    s.invalid.filter(|i| i.0 != "params")
}

/// What an answer's radio is described by: its hint, and where Next was refused the message
/// too, so that it is heard with the answer focus lands on.
pub(super) fn described_by(hint: &str, s: &Step) -> String {
    match choice_invalid(s) {
        Some(_) => format!("choice-error {hint}"),
        None => hint.to_string(),
    }
}

/// The answers as radio buttons, each with its hint.
fn choices(w: &mut Markup, q: Question, s: &Step) {
    open_choices(w, s, "choices", None);
    for (slug, label, hint_text) in &s.choices {
        let id = format!("answer-{}-{}", q.key(), slug);
        let hint = format!("{id}-hint");
        let described = described_by(&hint, s);
        w.tag("div").a("class", "choice").open();
        w.tag("input")
            .a("type", "radio")
            .a("id", &id)
            .a("name", q.key())
            .a("value", slug)
            .a("aria-describedby", &described);
        if s.value == *slug {
            w.a("checked", "");
        }
        w.open();
        w.tag("label").a("for", &id).open();
        w.element("span", "choice-label", label);
        w.tag("span")
            .a("id", &hint)
            .a("class", "hint")
            .open()
            .text(hint_text)
            .close("span");
        w.close("label");
        w.close("div");
    }
    w.close("fieldset");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step_of(
        q: Question,
        value: &str,
        invalid: Option<&str>,
        progress: (usize, usize, usize),
    ) -> String {
        step(
            q,
            &Step {
                title: q.title(),
                hint: "",
                progress,
                value,
                choices: q
                    .choices()
                    .iter()
                    .map(|c| (c.slug, c.label, c.hint.to_string()))
                    .collect(),
                fields: Vec::new(),
                words: None,
                invalid: invalid.map(|m| (q.key(), m)),
                notices: &[],
                all_answered: false,
                autofocus: false,
                search: "",
            },
        )
    }

    #[test]
    fn a_question_is_a_radio_group_with_the_given_answer_checked() {
        let m = step_of(Question::Stage, "train", None, (1, 4, 11));
        assert_eq!(
            m.matches("type=\"radio\"").count(),
            Question::Stage.choices().len()
        );
        assert_eq!(m.matches(" checked=\"\"").count(), 1);
        assert!(
            m.contains("value=\"train\" aria-describedby=\"answer-stage-train-hint\" checked=\"\"")
        );
        assert!(
            m.contains("data-act=\"back\" disabled=\"\""),
            "the first step has nowhere back to go"
        );
        assert!(m.contains(">Question 1 of at most 11<") && m.contains(">Next<"));
        assert!(
            m.find("data-testid=\"next\"") < m.find("data-act=\"back\""),
            "Next comes before Back"
        );
        assert!(!m.contains("data-act=\"skip\""));
        let none = step_of(
            Question::Stage,
            "",
            Some("Choose an answer to go on."),
            (2, 2, 2),
        );
        assert!(
            !none.contains(" checked="),
            "nothing is chosen for the person"
        );
        assert!(none.contains("aria-describedby=\"choice-error\""));
        assert!(none.contains("aria-describedby=\"choice-error answer-stage-explore-hint\""));
        assert!(
            none.find("id=\"choice-error\"") < none.find("type=\"radio\""),
            "the message is above the answers, beside the first"
        );
        assert!(none.contains(">See the advice<") && !none.contains(" disabled="));
    }

    #[test]
    fn the_hours_keep_what_was_typed_with_the_message() {
        let m = step_of(
            Question::Hours,
            "200",
            Some("Enter a whole number"),
            (3, 5, 5),
        );
        assert!(
            m.contains(
                "value=\"200\" aria-invalid=\"true\" aria-describedby=\"hours-error hours-hint\""
            ),
            "{m}"
        );
        assert!(m.contains(
            "<p id=\"hours-error\" class=\"field-error\" role=\"alert\">Enter a whole number</p>"
        ));
    }

    #[test]
    fn the_team_is_asked_with_the_hours_its_presets_and_hint_beside_it() {
        let fields = vec![(
            "people",
            "People working this way",
            "12".to_string(),
            Some((1, 500)),
        )];
        let draw = |invalid| {
            step(
                Question::Hours,
                &Step {
                    title: "",
                    hint: "",
                    progress: (11, 11, 11),
                    value: "40",
                    choices: Vec::new(),
                    fields: fields.clone(),
                    words: None,
                    invalid,
                    notices: &[],
                    all_answered: true,
                    autofocus: false,
                    search: "",
                },
            )
        };
        let m = draw(None);
        assert!(m.contains("<input id=\"answer-people\" name=\"people\" type=\"number\" inputmode=\"numeric\" min=\"1\" max=\"500\" step=\"1\" value=\"12\" aria-describedby=\"people-hint\">"));
        for (n, words) in TEAM_PRESETS {
            assert!(m.contains(&format!("data-set=\"people={n}\">{n}: {words}<")));
        }
        assert!(m.find("answer-hours") < m.find("answer-people"));
        assert!(m.contains("<p id=\"people-hint\" class=\"hint\">Everyone who works this way:"));
        let m = draw(Some(("people", "Enter 1 to 500")));
        assert!(m.contains("aria-invalid=\"true\" aria-describedby=\"people-error people-hint\""));
    }
}
