//! "Try it": one change of "What would change this" applied to a result, and what it changed.
//!
//! The preview ([`crate::advisor::ranking::changes`]) and the result the button leads to come from the same
//! answers ([`with_answer`], which `questions.rs` defines), so the pick a change promises is the pick it gives. Every answer the
//! person gave is kept (an answer to a question that stops applying is kept aside, not in the
//! link, and counts again if the question comes back); only what has to change does: the answer
//! tried, busy hours across the line between real-time serving (hours at peak traffic) and other
//! work, the answers [`share::normalize`] makes agree, and a question that starts applying, which
//! takes the default the result shows. [`apply`] lists each of them ([`Revision`]), so the page
//! can say which answers moved.

use super::share::{self, Notice, Shared};
use crate::advisor::answers::{Answers, Question};
use crate::advisor::questions::with_answer;
use crate::advisor::ranking::Change;

/// An answer "Try it" changed: the question's short label and its answer before and after in
/// words; `None` where the question is not asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revision {
    pub question: &'static str,
    pub key: &'static str,
    pub from: Option<String>,
    pub to: Option<String>,
}

impl Revision {
    /// "Stage from Experimenting to Training", "Serving: Real-time no longer applies", "Data: now
    /// asked, Small".
    pub fn words(&self) -> String {
        let q = self.question;
        match (&self.from, &self.to) {
            (Some(a), Some(b)) => format!("{q} from {a} to {b}"),
            (Some(a), None) => format!("{q}: {a} no longer applies"),
            (None, Some(b)) => format!("{q}: now asked, {b}"),
            (None, None) => q.to_string(),
        }
    }
}

/// What "Try it" leads to: the answers and usage (every question asked answered, as the result
/// shows it), the notices the codec gave, and the answers that changed, the tried one first.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    pub shared: Shared,
    pub notices: Vec<Notice>,
    pub revisions: Vec<Revision>,
}

/// The answers' revisions from `before` to `after`: each question whose answer in words, or
/// whether it is asked, differs; `first` (the answer tried) leads.
pub fn revisions(before: &Answers, after: &Answers, first: Question) -> Vec<Revision> {
    let (b, a) = (before.situation(), after.situation());
    let mut out: Vec<Revision> = Vec::new();
    for q in std::iter::once(first).chain(Question::ALL.into_iter().filter(|q| *q != first)) {
        let from = q.is_asked(&b).then(|| before.given_text(q));
        let to = q.is_asked(&a).then(|| after.given_text(q));
        if from != to {
            let s = if to.is_some() { &a } else { &b };
            out.push(Revision {
                question: q.short_for(s),
                key: q.key(),
                from,
                to,
            });
        }
    }
    out
}

/// `shared` after "Try it" on `c`: the answer set, the rest kept, the usage checked by the codec
/// for the new situation (a size off the online endpoint SKU list is swapped, with a notice),
/// and each question now asked answered with what the result shows (a host page's locked
/// questions excepted), as after any edit of the result.
pub fn apply(shared: &Shared, c: &Change) -> Tried {
    let Some(q) = Question::from_key(c.key) else {
        return Tried {
            shared: shared.clone(),
            notices: Vec::new(),
            revisions: Vec::new(),
        };
    };
    let mut next = shared.clone();
    next.answers = with_answer(&shared.answers, q, &c.value);
    let mut notices = share::normalize(&mut next.answers);
    // The usage as a link to these answers would read it.
    let (decoded, more) = share::decode(&share::encode(&next));
    next.usage = decoded.usage;
    notices.extend(more);
    answer_all(&mut next);
    let revisions = revisions(&shared.answers, &next.answers, q);
    Tried {
        shared: next,
        notices,
        revisions,
    }
}

/// Answers each question now asked with what the result shows (a host page's locked questions
/// excepted), so the link reproduces the result.
fn answer_all(next: &mut Shared) {
    let s = next.answers.situation();
    for q in Question::ALL {
        if q.is_asked(&s) && !next.is_locked(q) && !next.answers.is_answered(q) {
            next.answers.commit(q, &s);
        }
    }
}

/// `shared` after "Try it" on an option of what a link asked that cannot be answered as asked
/// (`asked::Nearest::link`): the v1 link's answers and usage, each question asked answered as
/// the result shows it, and what changed, the catalog model first.
pub fn open(shared: &Shared, query: &str) -> Tried {
    let (mut next, notices) = share::decode(query);
    // The host page's embedding and fixed questions stay.
    next.embed = shared.embed;
    next.locks = shared.locks.clone();
    answer_all(&mut next);
    let revisions = revisions(&shared.answers, &next.answers, Question::Llm);
    Tried {
        shared: next,
        notices,
        revisions,
    }
}

/// What the live region says after "Try it": "Now recommended: Compute cluster. Changed: Stage
/// from Experimenting to Training; …".
pub fn announcement(top: &str, revisions: &[Revision]) -> String {
    let mut out = format!("Now recommended: {top}.");
    for (i, r) in revisions.iter().enumerate() {
        out.push_str(if i == 0 { " Changed: " } else { "; " });
        out.push_str(&r.words());
    }
    if !revisions.is_empty() {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::answers::Stage;
    use crate::advisor::questions::peak_hours;
    use crate::advisor::ranking::{advise, top_pick};

    #[test]
    fn a_tried_change_gives_the_pick_it_promised_and_keeps_the_other_answers() {
        let links = [
            "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10",
            "v=1&stage=deploy&serve=realtime&gpu=single&existing=none&where=cloud&hours=40",
            "v=1&stage=deploy&serve=batch&gpu=none&existing=none&where=cloud&preempt=ok&manage=none&hours=12",
            "v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20",
            "v=1&stage=deploy&model=catalog&llm=gpt-4o-mini&requests=5000&intokens=800&outtokens=300&dayhours=10",
            "v=1&stage=train&model=finetune&llm=gpt-4o-mini&traintokens=5&epochs=3&requests=100&intokens=800&outtokens=300&dayhours=8",
        ];
        for link in links {
            let (shared, _) = share::decode(link);
            let advice = advise(&shared.answers);
            assert!(!advice.changes.is_empty(), "{link}");
            for c in &advice.changes {
                let t = apply(&shared, c);
                let after = t.shared.answers.situation();
                assert_eq!(
                    top_pick(&after),
                    Some(c.top),
                    "{link} + {}={}",
                    c.key,
                    c.value
                );
                let before = shared.answers.situation();
                let listed = |k: &str| t.revisions.iter().any(|r| r.key == k);
                assert_eq!(t.revisions[0].key, c.key);
                for q in Question::ALL {
                    let same = q.is_asked(&before) == q.is_asked(&after)
                        && (!q.is_asked(&after)
                            || shared.answers.given_text(q) == t.shared.answers.given_text(q));
                    // Every difference is listed, and nothing else.
                    assert_eq!(!same, listed(q.key()), "{link} + {}: {q:?}", c.key);
                    // An answer given that still applies is kept, but the hours across the
                    // real-time line.
                    if q.is_asked(&before)
                        && q.is_asked(&after)
                        && q.key() != c.key
                        && !(q == Question::Hours && peak_hours(&before) != peak_hours(&after))
                    {
                        assert_eq!(
                            shared.answers.given_text(q),
                            t.shared.answers.given_text(q),
                            "{link} + {}: {q:?}",
                            c.key
                        );
                    }
                    // Every question asked is answered, so the link reproduces the result.
                    if q.is_asked(&after) {
                        assert!(t.shared.answers.is_answered(q), "{link}: {q:?}");
                    }
                }
                let encoded = share::encode(&t.shared);
                assert_eq!(share::decode(&encoded).0.answers.situation(), after);
            }
        }
    }

    #[test]
    fn answers_set_aside_count_again_when_their_question_comes_back() {
        let (shared, _) = share::decode(
            "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10",
        );
        let to_deploy = Change {
            question: "Stage",
            key: "stage",
            value: "deploy".into(),
            value_label: String::new(),
            top: crate::advisor::facts::catalog::Target::Local,
            top_name: "",
        };
        let deployed = apply(&shared, &to_deploy).shared;
        assert!(deployed.answers.situation().stage == Stage::Deploy);
        let back = apply(
            &deployed,
            &Change {
                value: "train".into(),
                ..to_deploy
            },
        );
        let s = back.shared.answers.situation();
        assert_eq!(
            s.data,
            crate::advisor::answers::DataSize::Large,
            "data kept aside"
        );
        assert!(back.revisions.iter().any(|r| r.key == "data"
            && r.from.is_none()
            && r.to.as_deref() == Some(Question::Data.answer_text(&s).as_str())));
    }

    #[test]
    fn revisions_read_as_sentences() {
        let r = |from: Option<&str>, to: Option<&str>| Revision {
            question: "Stage",
            key: "stage",
            from: from.map(str::to_string),
            to: to.map(str::to_string),
        };
        assert_eq!(r(Some("A"), Some("B")).words(), "Stage from A to B");
        assert_eq!(r(Some("A"), None).words(), "Stage: A no longer applies");
        assert_eq!(r(None, Some("B")).words(), "Stage: now asked, B");
        assert_eq!(
            announcement(
                "Compute cluster",
                &[r(Some("A"), Some("B")), r(None, Some("C"))]
            ),
            "Now recommended: Compute cluster. Changed: Stage from A to B; Stage: now asked, C."
        );
    }
}
