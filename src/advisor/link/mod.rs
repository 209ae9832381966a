//! The link floor: a result's address and what is read from it. Every key once ([`keys`]: its
//! range, fallback and what it sets), the codec ([`share`]: decode, normalise, encode, notices), what was asked that the answer is not ([`asked`]), the one pass
//! from a decoded link to the whole answer ([`answer`]), the levers that change the pick
//! ([`levers`]) and the "try it" preview ([`trial`]).

pub mod answer;
pub mod asked;
pub mod keys;
pub mod levers;
pub mod share;
pub mod trial;
