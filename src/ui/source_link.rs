//! A link to the documentation page (and, for source passages, the quoted words) behind a claim.

use crate::advisor::Source;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SourceLinkProps {
    pub source: Source,
}

#[component]
pub fn SourceLink(props: &SourceLinkProps) -> Html {
    let s = props.source;
    let title = s.quote().map(|q| format!("“{q}”"));
    html! {
        <span class="source">
            if let Some(url) = s.url() {
                <a href={url} target="_blank" rel="noopener noreferrer" {title}>
                    { s.label() }<span class="visually-hidden">{" (opens in a new tab)"}</span>
                </a>
            } else {
                <cite {title}>{ s.label() }</cite>
            }
            if let Some(q) = s.quote() {
                <q class="quote">{ q }</q>
            }
        </span>
    }
}
