//! The link floor: a result's address and what is read from it. The codec ([`share`]: decode,
//! normalise, encode, notices), what was asked that the answer is not ([`asked`]), the one pass
//! from a decoded link to the whole answer ([`answer`]), the levers that change the pick
//! ([`levers`]) and the "try it" preview ([`trial`]).

pub mod answer;
pub mod asked;
pub mod levers;
pub mod share;
pub mod trial;
