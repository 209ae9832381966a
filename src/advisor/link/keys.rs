//! Every key a link may carry, once: its name, what it sets, the whole numbers it accepts, what
//! it accepts in words, and the value a refused one falls back to. The codec (`share.rs`:
//! decode, encode, the fields' ranges and messages), the result's editors and levers read this
//! table; `Question::keys`, the README's list of keys and the frozen links are tested against it
//! (`tests/native/links.rs`). Adding a key is a row here and the code that uses its value.
//!
//! The rows are in the order `encode` writes them: `v`, each question's keys in the wizard's
//! order, the usage, then the page's own keys.

use crate::advisor::answers::Question;
use crate::advisor::bill::usage::{UsageInput, MAX_NODES, MAX_PEOPLE, MAX_TRAIN_HOURS};
use crate::advisor::facts::traffic::{
    MAX_EPOCHS, MAX_REQUESTS, MAX_TOKENS_IN, MAX_TOKENS_OUT, MAX_USERS, MAX_USER_REQUESTS,
};

/// The highest measured rate (`tps`) a link may carry: tokens a second per instance.
pub const MAX_TPS: u16 = 60_000;

/// What a key sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// `v`: the link's version.
    Version,
    /// An answer to a question of the wizard (a step's numbers are its answer too).
    Answer(Question),
    /// The usage the costs read (the fields under the costs).
    Usage,
    /// How the page shows the result: the tool, locks, the embed layout.
    Page,
    /// A workload's name, in a plan link only (`1.name=…`).
    Plan,
}

/// A number of the usage, read and written by the codec.
#[derive(Clone, Copy)]
pub struct Field {
    pub get: fn(&UsageInput) -> Option<u16>,
    pub set: fn(&mut UsageInput, u16),
}

/// One key of a link.
#[derive(Clone, Copy)]
pub struct Key {
    pub name: &'static str,
    pub part: Part,
    /// The whole numbers it accepts, lowest and highest; `None` for a choice, a name or a decimal.
    pub range: Option<(u32, u32)>,
    /// What it accepts in words, where a range does not say it ("" where it does).
    pub accepts: &'static str,
    /// The value a refused one falls back to, in a notice's words; "" where it is the default
    /// the situation gives, named once every key is read, or where the key is left unanswered.
    pub fallback: &'static str,
    /// A usage number, where the key is one.
    pub field: Option<Field>,
}

const fn key(name: &'static str, part: Part) -> Key {
    Key {
        name,
        part,
        range: None,
        accepts: "",
        fallback: "",
        field: None,
    }
}

const fn answer(name: &'static str, q: Question) -> Key {
    key(name, Part::Answer(q))
}

const fn whole(name: &'static str, q: Question, lo: u32, hi: u32) -> Key {
    Key {
        range: Some((lo, hi)),
        ..answer(name, q)
    }
}

const fn usage(
    name: &'static str,
    lo: u16,
    hi: u16,
    fallback: &'static str,
    get: fn(&UsageInput) -> Option<u16>,
    set: fn(&mut UsageInput, u16),
) -> Key {
    Key {
        range: Some((lo as u32, hi as u32)),
        fallback,
        field: Some(Field { get, set }),
        ..key(name, Part::Usage)
    }
}

/// Every key, in the order links are written.
pub const KEYS: &[Key] = &[
    key("v", Part::Version),
    answer("stage", Question::Stage),
    answer("model", Question::Model),
    answer("llm", Question::Llm),
    Key {
        accepts: "billions of parameters from 0.1 to 2,000 (one decimal)",
        ..answer("params", Question::Llm)
    },
    answer("serve", Question::Serve),
    Key {
        accepts: "millions of training tokens from 0.001 to 2,000 (up to 3 decimals)",
        ..answer("traintokens", Question::Training)
    },
    whole("epochs", Question::Training, 1, MAX_EPOCHS as u32),
    Key {
        accepts: "millions of tokens a month from 0 to 1,000,000 (up to 3 decimals)",
        ..answer("tokensin", Question::Traffic)
    },
    Key {
        accepts: "millions of tokens a month from 0 to 1,000,000 (up to 3 decimals)",
        ..answer("tokensout", Question::Traffic)
    },
    whole("requests", Question::Traffic, 1, MAX_REQUESTS),
    whole("intokens", Question::Traffic, 1, MAX_TOKENS_IN),
    whole("outtokens", Question::Traffic, 0, MAX_TOKENS_OUT),
    whole("dayhours", Question::Traffic, 1, 24),
    whole("days", Question::Traffic, 1, 7),
    whole("users", Question::Traffic, 1, MAX_USERS),
    whole("userreq", Question::Traffic, 1, MAX_USER_REQUESTS),
    answer("mode", Question::Mode),
    answer("data", Question::Data),
    answer("gpu", Question::Gpu),
    answer("spark", Question::Spark),
    answer("residency", Question::Residency),
    answer("existing", Question::Existing),
    answer("where", Question::Location),
    answer("network", Question::Network),
    answer("cmk", Question::Cmk),
    answer("preempt", Question::Preempt),
    answer("manage", Question::Manage),
    whole("hours", Question::Hours, 0, 168),
    Key {
        fallback: "East US",
        ..key("region", Part::Usage)
    },
    Key {
        fallback: "the suggested size",
        ..key("vm", Part::Usage)
    },
    usage(
        "nodes",
        1,
        MAX_NODES,
        "",
        |u| u.nodes,
        |u, n| u.nodes = Some(n),
    ),
    usage(
        "instances",
        1,
        MAX_NODES,
        "3 instances",
        |u| u.instances,
        |u, n| u.instances = Some(n),
    ),
    usage(
        "mininstances",
        1,
        MAX_NODES,
        "1 instance outside peak hours",
        |u| u.min_instances,
        |u, n| u.min_instances = Some(n),
    ),
    usage(
        "minnodes",
        0,
        MAX_NODES,
        "minimum nodes 0",
        |u| u.min_nodes,
        |u, n| u.min_nodes = Some(n),
    ),
    // Minutes: 0 (off), or from IDLE_SHUTDOWN_MIN to IDLE_SHUTDOWN_MAX; chosen from a list.
    Key {
        fallback: "idle shutdown after 60 minutes",
        field: Some(Field {
            get: |u| u.idle_minutes,
            set: |u, m| u.idle_minutes = Some(m),
        }),
        ..key("idle", Part::Usage)
    },
    usage(
        "runs",
        0,
        168,
        "",
        |u| u.runs_per_week,
        |u, n| u.runs_per_week = Some(n),
    ),
    key("priority", Part::Usage),
    usage(
        "tps",
        0,
        MAX_TPS,
        "no measured rate",
        |u| u.tps,
        |u, n| u.tps = Some(n),
    ),
    usage(
        "ftjobs",
        1,
        100,
        "1 job a month",
        |u| u.ft_jobs,
        |u, n| u.ft_jobs = Some(n),
    ),
    // Hours each fine-tuning job trains on your GPUs; 0, as none, is not known.
    usage(
        "trainhours",
        0,
        MAX_TRAIN_HOURS,
        "no hours given: the training on your GPUs not estimated",
        |u| u.train_hours,
        |u, n| u.train_hours = Some(n).filter(|n| *n > 0),
    ),
    // How many people work this way; one goes without saying.
    usage(
        "people",
        1,
        MAX_PEOPLE,
        "1 person",
        |u| u.people.filter(|n| *n > 1),
        |u, n| u.people = Some(n).filter(|n| *n > 1),
    ),
    Key {
        fallback: "the Azure CLI",
        ..key("tool", Part::Page)
    },
    key("lock", Part::Page),
    key("embed", Part::Page),
    key("name", Part::Plan),
];

/// The row of a key.
pub fn find(name: &str) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.name == name)
}

/// Whether a key is a number of the traffic or training steps.
pub fn is_step(k: &Key) -> bool {
    matches!(
        k.part,
        Part::Answer(Question::Traffic) | Part::Answer(Question::Training)
    )
}
