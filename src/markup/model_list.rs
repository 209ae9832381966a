//! The catalog model step's list: a search field that narrows it as a person types (the count
//! of matches in a polite live region, and a way to clear a search that finds nothing), then
//! the models as one radio group in headed groups (`advisor::models::model_list`), each card with its
//! size and price per million tokens, and its other facts (seller, lifecycle, fine-tuning, the
//! price's source and date) shown for the chosen model and read to everyone as its description.
//! The search is not an answer: it has no share-link key and stays out of the link.

use super::wizard::{self, Step};
use crate::advisor::answers::Question;
use crate::advisor::models::model_list::{self, Group};
use crate::advisor::models::Llm;
use crate::writer::Markup;

/// The search field's id and name: the step's listener tells it from the answers by it.
pub const SEARCH: &str = "model-search";

fn group_id(g: Group) -> &'static str {
    match g {
        Group::Newest => "group-newest",
        Group::Chat => "group-chat",
        Group::Reasoning => "group-reasoning",
        Group::SmallCheap => "group-small",
        Group::OpenWeights => "group-open",
        Group::Embeddings => "group-embeddings",
        Group::NotInCatalog => "group-not-in-catalog",
    }
}

/// The search, then the models offered (`s.choices`) grouped, as matched by `s.search`.
pub fn list(w: &mut Markup, s: &Step) {
    let offered: Vec<Llm> = s
        .choices
        .iter()
        .filter_map(|(slug, ..)| Llm::from_slug(slug))
        .collect();
    let groups = model_list::grouped(&offered, s.search);
    // The list's models found; an open model from Hugging Face is in view whatever is typed.
    let hf = offered.iter().copied().find(|l| l.is_hf());
    let found: usize =
        groups.iter().map(|(_, m)| m.len()).sum::<usize>() - usize::from(hf.is_some());
    w.tag("div").a("class", "field model-search").open();
    w.tag("label")
        .a("for", SEARCH)
        .open()
        .text("Find a model")
        .close("label");
    w.tag("input")
        .a("id", SEARCH)
        .a("name", SEARCH)
        .a("type", "search")
        .a("autocomplete", "off")
        .a("spellcheck", "false")
        .a("aria-controls", "model-groups")
        .a("aria-describedby", "model-search-hint")
        .a("value", s.search)
        .open();
    w.tag("p")
        .a("id", "model-search-hint")
        .a("class", "hint")
        .open()
        .text("By name, maker, seller or group: “llama”, “mini”, “open”. The Down arrow goes to the list.")
        .close("p");
    w.tag("p")
        .a("class", "hint model-count")
        .a("role", "status")
        .a("data-testid", "model-count")
        .open()
        .text(&model_list::count_words(found, groups.len(), s.search, hf))
        .close("p");
    w.close("div");

    wizard::open_choices(w, s, "choices models", Some("model-groups"));
    w.element(
        "p",
        "hint",
        "Prices are Global Standard list prices in USD per million tokens; choose a model to see its seller, lifecycle and the price's source and date.",
    );
    // A search the list finds nothing for (the count above says so, and what is left): a way
    // back to the whole list, above what is left.
    if found == 0 {
        w.tag("div").a("class", "no-match").open();
        w.tag("button")
            .a("type", "button")
            .a("class", "button secondary")
            .a("data-act", "clear-search")
            .open()
            .text("Clear the search")
            .close("button");
        w.close("div");
    }
    for (g, models) in &groups {
        let id = group_id(*g);
        w.tag("div")
            .a("class", "model-group")
            .a("role", "group")
            .a("aria-labelledby", id)
            .open();
        w.tag("h3")
            .a("id", id)
            .a("class", "group-title")
            .open()
            .text(g.label())
            .close("h3");
        w.element("p", "hint group-about", g.about());
        for l in models {
            card(w, *l, s);
        }
        w.close("div");
    }
    w.close("fieldset");
}

/// One model: its radio, its name, its size and price, and its other facts (`s.choices`' hint)
/// under them, shown when it is chosen.
fn card(w: &mut Markup, l: Llm, s: &Step) {
    let key = Question::Llm.key();
    let id = format!("answer-{key}-{}", l.slug());
    let hint = format!("{id}-hint");
    let more = s
        .choices
        .iter()
        .find(|c| c.0 == l.slug())
        .map_or("", |c| c.2.as_str());
    w.tag("div").a("class", "choice model").open();
    w.tag("input")
        .a("type", "radio")
        .a("id", &id)
        .a("name", key)
        .a("value", l.slug())
        .a("aria-describedby", &wizard::described_by(&hint, s));
    if s.value == l.slug() {
        w.a("checked", "");
    }
    w.open();
    w.tag("label").a("for", &id).open();
    w.element("span", "choice-label", l.label());
    w.tag("span").a("id", &hint).a("class", "hint").open();
    w.element(
        "span",
        "model-facts",
        &format!(
            "{} · {}",
            model_list::price_words(l),
            model_list::size_words(l)
        ),
    );
    w.text(" ");
    w.element("span", "model-more", more);
    w.close("span");
    w.close("label");
    w.close("div");
    // An open model from Hugging Face, chosen: its size, under its card.
    if l.is_hf() && s.value == l.slug() {
        params_field(w, s);
    }
}

/// The size of an open model from Hugging Face, in billions of parameters: a labelled number
/// with its range, its message where what was typed cannot be used, and what the size is for.
fn params_field(w: &mut Markup, s: &Step) {
    let value = s
        .fields
        .iter()
        .find(|f| f.0 == "params")
        .map_or("", |f| f.2.as_str());
    let invalid = s.invalid.filter(|i| i.0 == "params");
    w.tag("div").a("class", "field hf-params").open();
    w.tag("label")
        .a("for", "answer-params")
        .open()
        .text("Its size, in billions of parameters (0.1 to 2,000)")
        .close("label");
    w.tag("input")
        .a("id", "answer-params")
        .a("name", "params")
        .a("type", "number")
        .a("inputmode", "decimal")
        .a("min", "0.1")
        .a("max", "2000")
        .a("step", "0.1")
        .a("value", value);
    match invalid {
        Some(_) => w
            .a("aria-invalid", "true")
            .a("aria-describedby", "params-error params-hint"),
        None => w.a("aria-describedby", "params-hint"),
    };
    w.open();
    if let Some((_, m)) = invalid {
        super::wizard::step_error(w, "params-error", m);
    }
    w.tag("p")
        .a("id", "params-hint")
        .a("class", "hint")
        .open()
        .text("As the model card gives it: 8 for an 8B model. The weights are sized at 2 bytes a parameter; the memory long contexts take is not checked.")
        .close("p");
    w.close("div");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::models;

    fn list_of(search: &str, value: &str) -> String {
        let choices = Question::Llm
            .offered(&crate::advisor::answers::Answers::default().situation())
            .into_iter()
            .map(|c| {
                let l = Llm::from_slug(c.slug).unwrap();
                (c.slug, c.label, models::choice_hint(l, models::COMPILED))
            })
            .collect();
        let step = Step {
            title: "Which catalog model?",
            hint: "",
            progress: (3, 5, 5),
            value,
            choices,
            fields: Vec::new(),
            words: None,
            invalid: None,
            notices: &[],
            all_answered: false,
            autofocus: false,
            search,
        };
        let mut w = Markup::default();
        list(&mut w, &step);
        w.into_markup()
    }

    #[test]
    fn the_list_is_one_radio_group_in_headed_groups() {
        let m = list_of("", "phi-4");
        let offered = Question::Llm
            .offered(&crate::advisor::answers::Answers::default().situation())
            .len();
        assert_eq!(m.matches("type=\"radio\"").count(), offered);
        assert_eq!(m.matches("name=\"llm\"").count(), offered);
        assert_eq!(m.matches("<fieldset").count(), 1, "one radio group");
        assert_eq!(m.matches(" checked=\"\"").count(), 1);
        for g in [
            "Newest",
            "Chat",
            "Reasoning",
            "Small and cheap",
            "Open weights",
            "Embeddings",
            "Not in this list",
        ] {
            assert!(
                m.contains(&format!("class=\"group-title\">{g}</h3>")),
                "{g}"
            );
        }
        assert!(m.contains(
            ">$0.71 in · $0.71 out per 1M tokens · 70B parameters · 131 GiB of weights<"
        ));
        assert!(m.contains(&format!(">{offered} models in 7 groups.<")));
        // An open model from Hugging Face: its size asked only once it is chosen.
        assert!(!m.contains("name=\"params\""));
        let hf = list_of("", "hf");
        assert_eq!(hf.matches("name=\"params\"").count(), 1);
        assert!(hf.contains("<label for=\"answer-params\">"));
        assert!(hf.contains("min=\"0.1\" max=\"2000\""));
        assert!(!m.contains("clear-search"));
    }

    #[test]
    fn typing_filters_the_cards_and_says_how_many_match() {
        let m = list_of("llama", "");
        // Three Llamas, and an open model from Hugging Face, in view whatever is typed.
        assert_eq!(m.matches("type=\"radio\"").count(), 4);
        assert!(m.contains("value=\"llama\""));
        assert!(m.contains("role=\"status\" data-testid=\"model-count\">3 models match “llama”; if “llama” is an open model from Hugging Face, choose “An open model from Hugging Face” and give its size.<"));
        assert_eq!(m.matches("class=\"group-title\"").count(), 2);
        assert!(!m.contains("clear-search"));
        let none = list_of("<zz>", "");
        assert_eq!(none.matches("type=\"radio\"").count(), 1);
        assert!(none.contains("value=\"hf\""));
        assert!(none.contains("data-testid=\"model-count\">No model in this list matches “&lt;zz&gt;”; if “&lt;zz&gt;” is an open model from Hugging Face"));
        assert!(
            none.find("data-act=\"clear-search\"") < none.find("value=\"hf\""),
            "said above the card left"
        );
    }
}
