//! The requirements floor: what the organisation's requirements allow, as predicates over the
//! models and the answers, each with the words that say why an option is excluded. Where data
//! may be processed ([`residency`]), the network and keys ([`network`]), on-premises and your
//! own Kubernetes ([`onprem`]), several-node GPU training ([`multinode`]), and the shapes of the
//! rule tables' rows ([`rule_rows`]). Nothing here prices or ranks.

pub mod multinode;
pub mod network;
pub mod onprem;
pub mod residency;
pub mod rule_rows;
