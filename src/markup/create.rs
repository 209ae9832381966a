//! "Create it": the commands that create the chosen option with the usage priced above, for the
//! tool the person uses, with the names they give once. The fields carry a `data-key` (`create-…`
//! for the choices, `name-…` for the names) that the page's one change handler reads; the names
//! are not part of the link, since a subscription id or a resource group may be private.

use super::editors::{field, input, option, select, Typed};
use super::panels::copy_field;
use crate::advisor::documents::create::{NameField, Names, Plan};
use crate::advisor::facts::catalog::Target;
use crate::advisor::link::share::Tool;
use crate::writer::Markup;

/// The `data-key` of each name's field, by [`NameField`].
pub const NAME_KEYS: [&str; 5] = [
    "name-subscription",
    "name-group",
    "name-workspace",
    "name-compute",
    "name-endpoint",
];

/// Opens the "Create it" panel (a single result's or a plan's) up to its first choice, a select
/// with the `data-key` and id `key` under `label`; the caller writes its options.
pub(super) fn open(w: &mut Markup, key: &str, label: &str) {
    w.tag("section")
        .a("class", "panel create")
        .a("aria-labelledby", "create-title")
        .a("data-testid", "create")
        .open();
    w.tag("h2")
        .a("id", "create-title")
        .open()
        .text("Create it")
        .close("h2");
    w.tag("div").a("class", "answer-grid").open();
    field(w, "answer", key, label);
    select(w, key, key);
}

/// The panel for `plan` (of one of `options`, the pick first), showing `tool`'s snippets. `typed`
/// is a name the person typed that breaks its naming rule.
pub fn panel(
    plan: &Plan,
    options: &[Target],
    tool: Tool,
    names: &Names,
    typed: Option<Typed>,
) -> String {
    let mut w = Markup::default();
    open(&mut w, "create-target", "Option");
    for (i, t) in options.iter().enumerate() {
        let name = if i == 0 {
            format!("{} (recommended)", t.name())
        } else {
            t.name().to_string()
        };
        option(&mut w, t.slug(), &name, *t == plan.target);
    }
    w.close("select");
    w.close("div");
    field(&mut w, "answer", "create-tool", "Tool");
    // In the link (`tool=`): a shared result shows the same snippets.
    select(&mut w, "create-tool", "tool");
    for t in Tool::ALL {
        option(&mut w, t.slug(), t.label(), t == tool);
    }
    w.close("select");
    w.close("div");
    for (f, key) in NameField::ALL.into_iter().zip(NAME_KEYS) {
        if plan.names[f as usize] {
            field(&mut w, "answer", key, f.label(plan.target));
            input(&mut w, key, key, names.get(f), None, typed);
            w.close("div");
        }
    }
    w.close("div");
    w.element("p", "", &plan.summary);
    w.tag("ul").a("class", "caveats").open();
    for c in &plan.notes {
        w.tag("li").open();
        if c.unverified {
            w.element("strong", "", "Unverified: ");
        }
        w.text(&c.text).close("li");
    }
    w.close("ul");
    for (i, s) in plan.for_tool(tool).enumerate() {
        let id = format!("create-code-{i}");
        let title = s.file.unwrap_or(tool.label());
        w.element("h3", "", title);
        let rows = s.code.lines().count().min(16) as u32;
        copy_field(
            &mut w,
            &id,
            title,
            &format!("Copy {title}"),
            &s.code,
            rows,
            false,
        );
        follows(&mut w, &s.url);
    }
    if plan.snippets.is_empty() {
        follows(&mut w, &plan.url);
    } else if plan.for_tool(tool).next().is_none() {
        // A deployment on a Foundry resource has no YAML of its own.
        w.element(
            "p",
            "hint",
            &format!(
                "No {} for this option: the other tools create it.",
                tool.label()
            ),
        );
    }
    w.element(
        "p",
        "hint",
        "Names stay on this page, not in the link. Replace <angle brackets> with your own.",
    );
    w.close("section");
    w.into_markup()
}

/// `<p class="hint">Follows <a href=url>…</a></p>`: the page a snippet follows.
fn follows(w: &mut Markup, url: &str) {
    w.tag("p").a("class", "hint").open().text("Follows ");
    w.tag("a")
        .a("href", url)
        .open()
        .text(url.strip_prefix("https://").unwrap_or(url))
        .close("a");
    w.close("p");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::documents::create::{plan, Input};
    use crate::advisor::{advise, link::share};

    fn plan_for(query: &str, t: Target) -> (Plan, Names) {
        let (shared, _) = share::decode(query);
        let a = advise(&shared.answers);
        let u = shared.usage.resolve(&a.situation);
        let names = Names::for_target(t);
        (plan(t, &Input::from_usage(&u), &names), names)
    }

    #[test]
    fn each_snippet_of_the_tool_has_a_copy_button_and_its_page() {
        let q = "stage=deploy&serve=batch&nodes=4";
        let (p, names) = plan_for(q, Target::BatchEndpoint);
        let m = panel(&p, &[Target::BatchEndpoint], Tool::Yaml, &names, None);
        for (i, file) in ["cluster.yml", "endpoint.yml", "deployment.yml"]
            .iter()
            .enumerate()
        {
            assert!(
                m.contains(&format!("data-act=\"copy-create-code-{i}\"")),
                "{m}"
            );
            assert!(m.contains(&format!("<h3>{file}</h3>")));
        }
        assert!(!m.contains("create-code-3"));
        assert!(m.contains("href=\"https://learn.microsoft.com/azure/machine-learning/reference-yaml-deployment-batch\""));
        assert!(m.contains("max_instances: 4"));
        // Batch uses a compute and an endpoint name besides the workspace's.
        for key in NAME_KEYS {
            assert!(m.contains(&format!("data-key=\"{key}\"")), "{key}");
        }
        let cli = panel(&p, &[Target::BatchEndpoint], Tool::Cli, &names, None);
        assert_eq!(cli.matches("data-act=\"copy-create-code-").count(), 1);
    }

    #[test]
    fn unverified_caveats_say_so_and_a_bad_name_stays_typed() {
        let (p, names) = plan_for("stage=train&spark=yes", Target::ServerlessSpark);
        let m = panel(&p, &[Target::ServerlessSpark], Tool::Python, &names, None);
        assert!(
            m.contains("<strong>Unverified: </strong>how much of a size"),
            "{m}"
        );
        assert!(
            !m.contains("name-compute"),
            "serverless Spark has no compute to name"
        );
        let (p, names) = plan_for("stage=train", Target::ComputeCluster);
        let typed = Typed {
            key: "name-compute",
            text: "9 lives",
            message: "A compute name starts with a letter.",
        };
        let m = panel(
            &p,
            &[Target::ComputeCluster],
            Tool::Cli,
            &names,
            Some(typed),
        );
        assert!(
            m.contains("value=\"9 lives\" data-key=\"name-compute\" aria-invalid=\"true\""),
            "{m}"
        );
        assert!(
            m.contains("--name train-cluster"),
            "the snippets keep the last valid name"
        );
    }

    #[test]
    fn nothing_to_create_links_the_page_it_follows() {
        let (p, names) = plan_for("stage=explore", Target::Local);
        let m = panel(&p, &[Target::Local], Tool::Cli, &names, None);
        assert!(!m.contains("copy-create-code"));
        assert!(!m.contains("data-key=\"name-"));
        assert!(m.contains("concept-compute-target#training-compute-targets"));
    }
}
