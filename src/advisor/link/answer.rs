//! The pass from a decoded link to the whole answer, written once: the advice (the situation the
//! answers settle, the ranked options, the excluded ones), the usage resolved for that situation
//! (region, sizes, counts, tokens), and what each ranked option costs for it. The page's result,
//! its exports and `advise` all start from [`Answer::of`], so none of them puts the three
//! together in its own way.

use super::share::Shared;
use crate::advisor::bill::cost::CostReport;
use crate::advisor::bill::usage::Usage;
use crate::advisor::{ranking::advise, ranking::Advice};

/// One link's answer: its advice, the usage it was priced at and the costs.
pub struct Answer {
    pub advice: Advice,
    pub usage: Usage,
    pub costs: CostReport,
}

impl Answer {
    /// The answer to `shared`'s answers at its usage.
    pub fn of(shared: &Shared) -> Answer {
        let advice = advise(&shared.answers);
        let usage = shared.usage.resolve(&advice.situation);
        let costs = advice.costs(&usage);
        Answer {
            advice,
            usage,
            costs,
        }
    }
}
