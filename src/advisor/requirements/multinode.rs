//! Distributed GPU training over several nodes: which work it is, and the size it defaults to.
//!
//! "InfiniBand can be an important factor in attaining this linear scaling" and "VM SKUs with an
//! 'r' in their name contain the required InfiniBand hardware" (the distributed GPU training
//! guide): a job whose nodes talk to each other defaults to an InfiniBand size, the cheapest
//! current one priced in the region (`prices::multi_node_gpu`). A sweep's nodes run separate
//! trials, and serving nodes answer requests apart, so neither needs it.

use crate::advisor::answers::{Gpu, ModelUse, Situation, Stage};
use crate::advisor::facts::prices::{self, VmSize};

/// Several GPUs a node over several nodes of one training job (own models: a catalog model's
/// size comes from its weights).
pub fn distributed_gpu(s: &Situation, nodes: u16) -> bool {
    nodes > 1
        && s.gpu == Gpu::Multi
        && s.model == ModelUse::Own
        && matches!(s.stage, Stage::Explore | Stage::Train)
}

/// The default size when none was given: for distributed GPU training the cheapest current
/// InfiniBand size in the region; otherwise `None` (the situation's own default applies).
pub fn default_size(s: &Situation, nodes: u16, region: usize) -> Option<&'static VmSize> {
    distributed_gpu(s, nodes).then(|| prices::multi_node_gpu(region).0)
}

/// What to say where the default is an InfiniBand size the data has no price for in the region.
pub fn unpriced_words(s: &Situation, vm: &VmSize, nodes: u16, region: usize) -> Option<String> {
    let (default, priced) = prices::multi_node_gpu(region);
    (distributed_gpu(s, nodes) && !priced && vm.name == default.name).then(|| {
        format!(
            "No current InfiniBand size ({}) has a price in {} in the data, and several nodes of a GPU job need InfiniBand to scale: {} is shown, its cost not estimated. Choose a region where one is priced, or fill one node's GPUs first (1 node of Standard_NC96ads_A100_v4, 4 × A100).",
            prices::MULTI_NODE_SIZES.join(", "),
            prices::region_label(prices::regions().get(region).copied().unwrap_or("")),
            vm.name
        )
    })
}

/// Why the default is what it is, where it is the InfiniBand default.
pub fn default_words(s: &Situation, vm: &VmSize, nodes: u16, region: usize) -> Option<String> {
    let (default, priced) = prices::multi_node_gpu(region);
    (distributed_gpu(s, nodes) && priced && vm.name == default.name).then(|| {
        format!(
            "{} nodes of one GPU job talk over the network: {} is the lowest-priced current InfiniBand size in {} ({} × {}), which distributed training needs to scale.",
            nodes,
            vm.name,
            prices::region_label(prices::regions().get(region).copied().unwrap_or("")),
            vm.gpus,
            vm.gpu_model
        )
    })
}
