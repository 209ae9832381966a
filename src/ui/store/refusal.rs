//! What a step says when Next is pressed without its answer: the field it still needs (a step
//! of numbers, at the first one missing) and the message, which the app ties to that field and
//! moves focus to.

use super::Invalid;
use crate::advisor::answers::{Answers, Question};

/// The refusal of Next on step `q`, with the answers given so far.
pub(super) fn refusal(a: &Answers, q: Question) -> Invalid {
    let missing = match q {
        // The people first, as the step shows them; or the requests a day.
        Question::Traffic if a.requests.is_none() && a.users.is_none() => {
            q.keys().iter().position(|k| *k == "users")
        }
        // Given the people, the requests a day are theirs: not missing.
        Question::Traffic => [
            a.requests.is_none() && a.users.is_none(),
            a.tokens_in.is_none(),
            a.tokens_out.is_none() && !a.embedding(),
            a.day_hours.is_none(),
        ]
        .iter()
        .position(|m| *m),
        // The epochs are shown with their assumed default: only the tokens can be missing.
        Question::Training => Some(0),
        // An open model from Hugging Face chosen: its size.
        Question::Llm if a.llm.is_some_and(|l| l.is_hf()) => Some(1),
        _ => None,
    };
    let key = q.keys()[missing.unwrap_or(0)];
    Invalid {
        key,
        typed: String::new(),
        message: match q {
            Question::Hours => "Enter the busy hours a week, from 0 to 168, to go on.",
            Question::Traffic if key == "users" => {
                "Enter the people who will use it, or the requests a day below, to go on."
            }
            Question::Llm if key == "params" => {
                "Enter the model's size, in billions of parameters from 0.1 to 2,000, to go on."
            }
            Question::Traffic | Question::Training => {
                "Enter this number, or pick a preset under it, to go on."
            }
            _ => "Choose an answer to go on.",
        }
        .into(),
    }
}
