//! A result link's first paint (`crate::painter`) against the app: painted exactly where the
//! app opens the link on its result, and with the markup the app draws first there.

use super::*;
use crate::advisor::answers::Situation;
use crate::advisor::link::answer::Answer;

/// The frozen v1 links, the answer space as links, and links that open elsewhere: part-answered,
/// locked by a host page, refused values, a plan.
fn links() -> Vec<String> {
    let mut out: Vec<String> = include_str!("../../../tests/fixtures/links-v1.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split(" | ").next().unwrap_or_default().trim().to_string())
        .collect();
    for s in Situation::all(&[10]).iter().step_by(3) {
        out.push(share::encode(&Shared {
            answers: s.to_answers(),
            ..Shared::default()
        }));
    }
    out.extend(
        [
            "",
            "v=1",
            "v=1&stage=deploy",
            "v=1&stage=train&mode=script",
            "v=1&stage=explore&lock=stage",
            "v=1&stage=explore&mode=notebook&embed=1&lock=stage,mode",
            "v=1&stage=nonsense&hours=abc",
            "v=1&stage=deploy&model=catalog&llm=no-such-model",
            "v=1&1.stage=explore&2.stage=train",
            "stage=train&data=large&mode=script&tool=python",
        ]
        .map(String::from),
    );
    out
}

#[test]
fn a_link_is_painted_first_exactly_where_the_app_opens_its_result_and_as_the_app_draws_it() {
    let (mut painted, mut steps) = (0, 0);
    for q in links() {
        let app = AppState::from_query(&q);
        match crate::painter::first_paint(&q) {
            Some(html) => {
                assert_eq!(app.view, View::Result, "{q}");
                let Answer { advice, costs, .. } = Answer::of(&app.shared);
                let [head, _, _] = crate::markup::result_page_asked(
                    &advice,
                    &costs,
                    &app.notices,
                    app.asked.as_ref(),
                );
                assert!(
                    html.contains(&format!(r#"<div class="run">{head}</div>"#)),
                    "{q}"
                );
                painted += 1;
            }
            None => {
                assert_ne!(app.view, View::Result, "{q}");
                steps += 1;
            }
        }
    }
    assert!(
        painted > 1_000 && steps >= 5,
        "{painted} painted, {steps} not"
    );
}
