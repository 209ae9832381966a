//! What "Create it" shows: the option and the names the person gave. Kept out of the link and
//! the history (the names may be private); the tool is in the link (`share::Shared::tool`).

use super::Invalid;
use crate::advisor::documents::create::NameField;
use crate::advisor::facts::catalog::Target;
use crate::markup::create::NAME_KEYS;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Create {
    /// The option to create; the pick when `None` or no longer listed.
    pub target: Option<Target>,
    /// The names the person gave, by [`NameField`]; empty where they gave none.
    pub names: [String; 5],
}

impl Create {
    /// Applies one of the panel's fields, by its `data-key`: `create-target` or a name (`NAME_KEYS`). A name that breaks its rule changes nothing and comes back as what
    /// the field keeps typed, with its message; an emptied one goes back to the suggested name.
    pub fn apply(&mut self, key: &'static str, value: &str) -> Option<Invalid> {
        match key {
            "create-target" => self.target = Target::from_slug(value),
            _ => {
                let i = NAME_KEYS.iter().position(|k| *k == key).unwrap_or(0);
                let value = value.trim();
                let f = NameField::ALL[i];
                // The option shown, or (the pick, unknown here) either kind of name.
                let problem = match self.target {
                    Some(t) => f.problem(value, t),
                    None => f
                        .problem(value, Target::ComputeCluster)
                        .and(f.problem(value, Target::StandardDeployment)),
                };
                match problem.filter(|_| !value.is_empty()) {
                    Some(message) => {
                        return Some(Invalid {
                            key,
                            typed: value.into(),
                            message: format!("{message} The commands keep the last valid name."),
                        })
                    }
                    None => self.names[i] = value.into(),
                }
            }
        }
        None
    }
}
