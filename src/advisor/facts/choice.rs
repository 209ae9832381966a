//! The closed answer sets of the wizard's questions: a slug for links, a label and a hint, from
//! one table per set. Shared by `questions` (the answers) and `models` (the catalog models).

/// One answer to a discrete question, for rendering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub slug: &'static str,
    pub label: &'static str,
    pub hint: &'static str,
}

/// Declares a closed set of answers with their URL slug, label and one-line hint.
macro_rules! choices {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $slug:literal, $label:literal, $hint:literal;)+ }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// Slug, label and hint of each answer, in `ALL` order: one table, so the page carries
            /// no per-question code to list them.
            pub const CHOICES: &'static [$crate::advisor::facts::choice::Choice] = &[$($crate::advisor::facts::choice::Choice { slug: $slug, label: $label, hint: $hint }),+];

            fn choice(self) -> &'static $crate::advisor::facts::choice::Choice {
                &Self::CHOICES[self as usize]
            }

            /// The value as it appears in a share link (public contract v1).
            pub fn slug(self) -> &'static str {
                self.choice().slug
            }

            pub fn label(self) -> &'static str {
                self.choice().label
            }

            pub fn hint(self) -> &'static str {
                self.choice().hint
            }

            pub fn from_slug(slug: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.slug() == slug)
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.slug())
            }
        }
    };
}

pub(crate) use choices;
