//! The advice rules, as declarative tables: when a target is unsuitable (exclusions), what speaks
//! for or against it (weighted reasons and caveats), and the practical tips attached to a pick.
//!
//! Every row carries the words shown to the user and the source it rests on. Weights only order
//! the targets; the scenario tests in `tests/native/scenarios.rs` pin the orders the sources demand.

use crate::advisor::answers::{
    DataSize, Existing, Gpu, Location, Manage, Mode, ModelUse, Preempt, Question, Residency, Serve,
    Situation, Spark, Stage,
};
use crate::advisor::facts::catalog::Target::{self, *};
use crate::advisor::facts::sources::{Doc, Source};
use crate::advisor::models::delay;
use crate::advisor::models::deployment::{self, Deployment};
use crate::advisor::models::finetuned;
use crate::advisor::models::ftjourney;
use crate::advisor::models::Weights;
use crate::advisor::requirements::onprem;
use crate::advisor::requirements::residency;
use crate::advisor::requirements::rule_rows::{Exclusion, FactRule, For, Rule, Tip, Verdict};

const fn doc(d: Doc) -> Source {
    Source::Doc(d)
}

const SEED_NOTEBOOK: Source = Source::seed(
    4,
    "During experimentation and development, you prefer working in a Jupyter notebook. A notebook experience benefits most from a compute that is continuously running.",
);
const SEED_PRODUCTION: Source = Source::seed(
    4,
    "When training models with scripts, you want an on-demand compute target. A compute cluster automatically scales up when the script(s) need to be executed, and scales down when the script finishes executing.",
);
const SEED_SERVERLESS: Source = Source::seed(
    4,
    "If you want an alternative that you don't have to create and manage, you can use Azure Machine Learning's serverless compute.",
);
const SEED_PARALLEL: Source = Source::seed(
    0,
    "When you want to train multiple models simultaneously to speed up processing time, you'll want to use a compute cluster. A cluster offers multiple nodes, which each can perform a separate task in parallel.",
);
const SEED_LOCAL: Source = Source::seed(
    3,
    "Start by developing and experimenting on a small amount of data. At this stage, use your local environment, such as a local computer or cloud-based virtual machine (VM), as your compute target.",
);
const SEED_LOCAL_VOLUME: Source = Source::seed(
    2,
    "Local compute is generally a great choice during development and testing with low to moderate volumes of data.",
);
const SEED_LARGE: Source = Source::seed(
    4,
    "A cost-effective way to run scripts that need to process large volumes of data. Clusters also allow you to use parallel processing to distribute the workload and reduce the time it takes to run a script.",
);
const SEED_ATTACH: Source = Source::seed(
    4,
    "Attached compute: Allows you to attach existing compute like Azure virtual machines or Azure Databricks clusters to your workspace.",
);
const SEED_KUBERNETES: Source = Source::seed(
    4,
    "Kubernetes clusters: … giving you more control over how the compute is configured and managed. You can attach your self-managed Azure Kubernetes (AKS) cluster for cloud compute, or an Arc Kubernetes cluster for on-premises workloads.",
);
const SEED_REALTIME: Source = Source::seed(
    4,
    "When you want real-time predictions, you need a type of compute that is running continuously. … When you deploy your model to a managed online endpoint, Azure Machine Learning creates and manages containers for you to run your model.",
);
const SEED_REALTIME_K8S: Source = Source::seed(
    4,
    "Alternatively, you can attach Kubernetes clusters to manage the necessary compute to generate real-time predictions.",
);
const SEED_BATCH: Source = Source::seed(
    4,
    "For batch predictions, you can run a pipeline job in Azure Machine Learning. Compute targets like compute clusters and Azure Machine Learning's serverless compute are ideal for pipeline jobs as they're on-demand and scalable.",
);
const SEED_SPARK: Source = Source::seed(
    4,
    "Alternatively, you can also opt for Spark serverless compute to run Spark code in notebooks, if you want to make use of Spark's distributed compute power.",
);
const SEED_INFERENCE_ONLY: Source = Source::seed(
    0,
    "Inference compute is more lightweight than compute targets designed for training, and can only be used to deploy trained models as endpoints.",
);
const SEED_DEV_THEN_SCALE: Source = Source::seed(
    2,
    "Code can be developed and tested on local or low-cost compute, and then moved to more scalable compute for production workloads.",
);
const SEED_GPU_CPU: Source = Source::seed(
    2,
    "For example, by using GPU-based compute to train deep learning models, and switching to lower-cost CPU-only compute to test and register the trained model.",
);
const SEED_IDLE: Source = Source::seed(
    3,
    "To avoid charges when the compute is idle: For compute cluster make sure the minimum number of nodes is set to 0. For a compute instance, enable idle shutdown.",
);

/// Targets that never serve a model. Clusters and serverless compute do: they run batch scoring.
const TRAINING_TARGETS: &[Target] = &[
    Local,
    ComputeInstance,
    ServerlessSpark,
    AttachedVm,
    AttachedDatabricks,
    AttachedSynapse,
];
const ENDPOINTS: &[Target] = &[
    ManagedOnlineEndpoint,
    KubernetesOnlineEndpoint,
    BatchEndpoint,
];

fn deploy(s: &Situation) -> bool {
    s.stage == Stage::Deploy
}
fn realtime(s: &Situation) -> bool {
    deploy(s) && s.serve == Serve::Realtime
}
fn batch(s: &Situation) -> bool {
    deploy(s) && s.serve == Serve::Batch
}
/// Building your own model: how the code runs matters (a catalog model is not asked about it).
fn builds(s: &Situation) -> bool {
    s.stage == Stage::Explore || s.stage == Stage::Train && !catalog(s)
}
/// A foundation model from the catalog, as is or fine-tuned (asked in training and serving only).
fn catalog(s: &Situation) -> bool {
    s.model != ModelUse::Own && matches!(s.stage, Stage::Train | Stage::Deploy)
}
fn finetune(s: &Situation) -> bool {
    catalog(s) && s.model == ModelUse::Finetune
}
/// The model is on its way out on the advice's date: legacy, deprecated or retired (not a
/// current model, nor one the schedule does not list, whose stage nobody knows).
fn leaving_model(s: &Situation) -> bool {
    matches!(
        crate::advisor::models::lifecycle(s.llm, crate::advisor::models::today()),
        crate::advisor::models::Stage::Legacy
            | crate::advisor::models::Stage::Deprecated(_)
            | crate::advisor::models::Stage::Retired(_)
    )
}
/// The fine-tuning journey: ways to fine-tune a catalog model, compared with each other.
fn tuning(s: &Situation) -> bool {
    finetune(s) && !deploy(s)
}
/// Serving a catalog model, as is or fine-tuned: ways to serve, compared with each other.
fn serving(s: &Situation) -> bool {
    catalog(s) && deploy(s)
}
fn open_weights(s: &Situation) -> bool {
    s.llm.model().weights == Weights::Open
}
/// Provisioned throughput as sized for this traffic and model, where the model has it: Global
/// for a catalog model, Regional (PTU-hours only) for a fine-tuned one.
pub fn ptu_for(s: &Situation) -> Option<deployment::PtuSize> {
    if s.residency != Residency::Any {
        return residency::situation_ptu(s);
    }
    // Regional prices depend on the region, which the rules do not read: the sizing alone (a
    // fine-tuned model's in the first region its table gives).
    finetuned::ptu_for(s.llm, s.model == ModelUse::Finetune, &s.traffic, "eastus")
}
/// At this traffic, provisioned throughput costs less a month than the same tokens per token
/// (the Global Standard price; for a fine-tuned model, plus its hosting fee).
fn ptu_pays(s: &Situation) -> bool {
    let Some(p) = ptu_for(s) else {
        return false;
    };
    let Some(tokens) = residency::situation_tokens(s).1 else {
        return false;
    };
    let hosting = if s.model == ModelUse::Finetune {
        crate::advisor::bill::finetune::hosting(s.llm).map_or(0, |h| u64::from(h.0) * 730 * 10_000)
    } else {
        0
    };
    p.monthly_micro <= tokens + hosting
}
/// The peak is above the standard deployment's default rate limit.
fn over_quota(s: &Situation) -> bool {
    let d = residency::situation_tokens(s).0;
    deployment::rate_check(s.llm, d, &s.traffic).over
}
const FOUNDRY: Source = Source::Doc(Doc::FoundryDeployments);
const CATALOG_ONLY: &[Target] = &[
    StandardDeployment,
    ProvisionedThroughput,
    ServerlessFinetune,
    BatchDeployment,
    FlexProcessing,
];
/// The routes for work nobody waits on (`delay.rs`).
const DELAY_TOLERANT: &[Target] = &[BatchDeployment, FlexProcessing];
/// A catalog model used as it is, for work nobody waits on.
fn delay_tolerant(s: &Situation) -> bool {
    serving(s) && !finetune(s) && batch(s)
}
/// The route the model has for delay-tolerant work that bills the least at this traffic.
fn cheapest_route(s: &Situation) -> Option<Target> {
    let (i, o) = s.traffic.month_k();
    delay::cheapest(s.llm, i, o)
}
const SERVING: &[Target] = &[
    StandardDeployment,
    ProvisionedThroughput,
    ManagedOnlineEndpoint,
];
fn spark(s: &Situation) -> bool {
    s.spark == Spark::Yes
}
fn onprem(s: &Situation) -> bool {
    s.location == Location::Onprem
}
fn asked(s: &Situation, q: Question) -> bool {
    q.is_asked(s)
}

/// Targets that must not be advised, whatever else speaks for them.
pub const EXCLUSIONS: &[Exclusion] = &[
    // Foundation models from the catalog (`model=catalog|finetune`): first, so that their words
    // are the ones shown.
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "catalog-targets-serve-catalog-models",
        targets: CATALOG_ONLY,
        when: |s| !catalog(s),
        why: "For foundation models from the Azure catalog; yours is your own.",
        source: doc(Doc::Endpoints),
    },
    // An open model from Hugging Face that is not in the catalog (`llm=hf`): no per-token route.
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "hugging-face-models-on-managed-compute-only",
        targets: &[
            StandardDeployment,
            ProvisionedThroughput,
            BatchDeployment,
            FlexProcessing,
        ],
        when: |s| catalog(s) && s.llm.is_hf(),
        why: "An open model from Hugging Face that is not in the Foundry catalog has no standard deployment, batch or provisioned throughput: it is billed by the hour on managed compute (the classic managed online endpoint, or Foundry managed compute from the Hugging Face collection), not per token.",
        source: FOUNDRY,
    },
    // Where data may be processed (`residency.rs`): a route that would process it elsewhere.
    // Under `residency=region`: a route the chosen region does not offer (its words name the
    // regions that do, `residency::region_only`), before the reasons that name none.
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-region-standard",
        targets: &[StandardDeployment],
        when: |s| s.model == ModelUse::Finetune && residency::region_only(StandardDeployment, s).is_some(),
        why: residency::REGION_ONLY,
        source: doc(Doc::FineTuning),
    },
    // A catalog model's regional type, where the reference lists its regions (§4).
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-region-standard-catalog",
        targets: &[StandardDeployment],
        when: |s| s.model == ModelUse::Catalog && residency::region_only(StandardDeployment, s).is_some(),
        why: residency::REGION_ONLY,
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-region-provisioned",
        targets: &[ProvisionedThroughput],
        when: |s| s.model == ModelUse::Finetune && residency::region_only(ProvisionedThroughput, s).is_some(),
        why: residency::REGION_ONLY,
        source: doc(Doc::FineTuning),
    },
    // A catalog model's regional type, where the reference lists its regions (§4).
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-region-provisioned-catalog",
        targets: &[ProvisionedThroughput],
        when: |s| s.model == ModelUse::Catalog && residency::region_only(ProvisionedThroughput, s).is_some(),
        why: residency::REGION_ONLY,
        source: doc(Doc::ProvisionedThroughput),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-region-fine-tuning",
        targets: &[ServerlessFinetune],
        when: |s| residency::region_only(ServerlessFinetune, s).is_some(),
        why: residency::REGION_ONLY,
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-standard-eu",
        targets: &[StandardDeployment],
        when: |s| residency::breaks(StandardDeployment, s) == Some(residency::STANDARD_EU),
        why: residency::STANDARD_EU,
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-standard-us",
        targets: &[StandardDeployment],
        when: |s| residency::breaks(StandardDeployment, s) == Some(residency::STANDARD_US),
        why: residency::STANDARD_US,
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-standard-region",
        targets: &[StandardDeployment],
        when: |s| residency::breaks(StandardDeployment, s) == Some(residency::STANDARD_REGION),
        why: residency::STANDARD_REGION,
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-provisioned",
        targets: &[ProvisionedThroughput],
        when: |s| residency::breaks(ProvisionedThroughput, s) == Some(residency::PROVISIONED),
        why: residency::PROVISIONED,
        source: doc(Doc::ProvisionedThroughput),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-batch-zone",
        targets: &[BatchDeployment],
        when: |s| residency::breaks(BatchDeployment, s) == Some(residency::BATCH_ZONE),
        why: residency::BATCH_ZONE,
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-batch-region",
        targets: &[BatchDeployment],
        when: |s| residency::breaks(BatchDeployment, s) == Some(residency::BATCH_REGION),
        why: residency::BATCH_REGION,
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-flex",
        targets: &[FlexProcessing],
        when: |s| residency::breaks(FlexProcessing, s) == Some(residency::FLEX),
        why: residency::FLEX,
        source: doc(Doc::FlexProcessing),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-fine-tuning-eu",
        targets: &[ServerlessFinetune],
        when: |s| residency::breaks(ServerlessFinetune, s) == Some(residency::TUNE_EU),
        why: residency::TUNE_EU,
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-fine-tuning-us",
        targets: &[ServerlessFinetune],
        when: |s| residency::breaks(ServerlessFinetune, s) == Some(residency::TUNE_US),
        why: residency::TUNE_US,
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "residency-fine-tuning-region",
        targets: &[ServerlessFinetune],
        when: |s| residency::breaks(ServerlessFinetune, s) == Some(residency::TUNE_REGION),
        why: residency::TUNE_REGION,
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "per-token-routes-process-data-in-azure",
        targets: CATALOG_ONLY,
        when: |s| catalog(s) && onprem(s),
        why: "A deployment or fine-tuning job on a Foundry resource processes your prompts and data in Azure, and your data may not move to Azure: only the open weights on a cluster of yours keep it on-premises.",
        source: doc(Doc::FoundryDeployments),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "delay-tolerant-routes-for-work-nobody-waits-on",
        targets: DELAY_TOLERANT,
        when: |s| catalog(s) && !delay_tolerant(s),
        why: "For work nobody waits on (enrichment, evaluations, document analysis), asked where the model has such a route; here someone waits for each answer, or the model is fine-tuned.",
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-where-the-model-has-it",
        targets: &[BatchDeployment],
        when: |s| catalog(s) && !delay::has_batch(s.llm),
        why: "This model has no batch deployment: the batch availability matrix lists neither Global nor Data Zone Batch for it.",
        source: doc(Doc::DeploymentTypes),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "flex-where-the-model-has-it",
        targets: &[FlexProcessing],
        when: |s| catalog(s) && !delay::has_flex(s.llm),
        why: "Flex processing does not support this model: the flex-processing page lists the models it supports, on Global Standard only.",
        source: doc(Doc::FlexProcessing),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "a-model-used-as-is-is-not-trained",
        targets: &[ServerlessFinetune, ComputeCluster, Serverless],
        when: |s| catalog(s) && !finetune(s),
        why: "You use the model as it is: nothing to train.",
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serving-follows-fine-tuning",
        targets: SERVING,
        when: tuning,
        why: "Serves the model once it is fine-tuned: its cost and commands are under \u{201c}Then serve it\u{201d}.",
        source: doc(Doc::FineTuningDeploy),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "closed-weights-not-on-kubernetes",
        targets: &[Kubernetes, KubernetesOnlineEndpoint],
        when: |s| catalog(s) && !open_weights(s),
        why: "Models from the model catalog and registry aren't supported on Kubernetes online endpoints, and this model's weights are not open: they cannot be downloaded to run on a cluster as your own model. Only Azure runs it.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "catalog-models-not-on-kubernetes",
        targets: &[KubernetesOnlineEndpoint],
        when: |s| catalog(s) && !onprem::allows(KubernetesOnlineEndpoint, s),
        why: "Models from the model catalog and registry aren't supported on Kubernetes online endpoints. Its open weights can run there as your own model, downloaded: where you run a Kubernetes cluster, or the work must stay on-premises.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "catalog-models-not-on-kubernetes-compute",
        targets: &[Kubernetes],
        when: |s| catalog(s) && !onprem::allows(Kubernetes, s),
        why: "Models from the model catalog and registry aren't supported on Kubernetes online endpoints; a catalog model is served by an endpoint, and its open weights are fine-tuned on Kubernetes compute only where you run a cluster or the work must stay on-premises.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "embeddings-as-standard-deployments",
        targets: &[ManagedOnlineEndpoint],
        when: |s| serving(s) && s.llm.model().kind == crate::advisor::models::Kind::Embedding,
        why: "An embedding model with a standard deployment is served per token: billed on the tokens sent to it, nothing to size or keep running. Managed compute's always-on GPUs are not advised for it, and the sources read do not call its weights open.",
        source: FOUNDRY,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "managed-compute-needs-open-weights",
        targets: &[ManagedOnlineEndpoint],
        when: |s| serving(s) && !open_weights(s),
        why: "Managed compute runs open weights; this model's are not open, so only Azure serves it, as a deployment on a Foundry resource.",
        source: doc(Doc::ManagedCompute),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "managed-compute-where-the-weights-fit",
        targets: &[ManagedOnlineEndpoint],
        when: |s| serving(s) && !finetune(s) && open_weights(s) && !s.llm.is_hf() && crate::advisor::models::fit::fits_anywhere(s.llm, s.params) == Some(false),
        why: "The weights do not fit on any one VM size the price data holds: by KAITO's node estimator they need more than the 8 GPUs of 80 GB of the largest priced size, and each instance of a managed online deployment is one VM of its size. ND96isr_H200_v5 (8 × 141 GB) would hold them, but the data has no price for it.",
        source: doc(Doc::ManagedCompute),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "hugging-face-model-where-its-weights-fit",
        targets: &[ManagedOnlineEndpoint],
        when: |s| serving(s) && !finetune(s) && s.llm.is_hf() && crate::advisor::models::fit::fits_anywhere(s.llm, s.params) == Some(false),
        why: "At 2 bytes a parameter, the weights of a model this size fit on no one VM size the price data holds, by KAITO's node estimator: each instance of a managed online deployment is one VM, so it is not served here, and no price is guessed. A smaller or quantized version of the model may fit.",
        source: doc(Doc::ManagedCompute),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "own-gpus-need-open-weights",
        targets: &[ComputeCluster, Serverless],
        when: |s| tuning(s) && !open_weights(s),
        why: "A fine-tuning job on your own GPUs needs the model's weights; this model's are not open.",
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serverless-fine-tuning-of-listed-models",
        targets: &[ServerlessFinetune],
        when: |s| tuning(s) && !s.llm.model().fine_tunable(),
        why: "Serverless fine-tuning takes only the models its table lists; this one is not among them, so its open weights are fine-tuned on your own GPUs.",
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fine-tuned-on-managed-compute-only",
        targets: &[StandardDeployment],
        when: |s| serving(s) && finetune(s) && finetuned::serving_type(s.llm).is_none(),
        why: "Fine-tuned, this model deploys on managed compute or Fireworks provisioned throughput, not as a serverless (per-token) deployment.",
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-for-three-fine-tuned-models",
        targets: &[ProvisionedThroughput],
        when: |s| serving(s) && finetune(s) && !finetuned::offers(s.llm, Deployment::RegionalProvisioned),
        why: "Provisioned throughput serves only fine-tuned gpt-4o-mini and gpt-4o (North Central US, Sweden Central) and gpt-4.1 (Sweden Central only); this fine-tuned model deploys as its standard deployment types.",
        source: doc(Doc::FineTuning),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fireworks-ptu-not-priced",
        targets: &[ProvisionedThroughput],
        when: |s| serving(s) && !finetune(s) && ptu_for(s).is_none() && s.llm.model().fireworks.is_some(),
        why: "This model's provisioned throughput is Fireworks provisioned throughput: the sizing page gives its PTU figures (sized in the standard deployment's notes, as a lower bound) but not how output tokens count, and no price of a Fireworks PTU-hour is published, so it is not priced or ranked.",
        source: doc(Doc::PtuSizing),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-throughput-needs-sizing",
        targets: &[ProvisionedThroughput],
        when: |s| serving(s) && ptu_for(s).is_none(),
        why: "The sizing page gives no provisioned throughput figures for this model and deployment type.",
        source: doc(Doc::PtuSizing),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-throughput-where-it-pays",
        targets: &[ProvisionedThroughput],
        when: |s| serving(s) && !ptu_pays(s) && !over_quota(s) && !residency::ptu_only(s),
        why: "At your traffic the fewest PTUs cost more than the same tokens paid per token, and the peak is within the default rate limit: the standard deployment's costs show the arithmetic.",
        source: doc(Doc::PtuSizing),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attached-compute-deploys-no-catalog-model",
        targets: &[AttachedVm, AttachedDatabricks, AttachedSynapse],
        when: |s| catalog(s) && matches!(s.existing, Existing::Vm | Existing::Databricks | Existing::Synapse),
        why: "Azure ML deploys no model to an attached VM, Databricks workspace or Synapse pool: they run jobs of your own code. A catalog model runs as a deployment on a Foundry resource, its open weights on managed compute or a Kubernetes cluster you run.",
        source: doc(Doc::TrainingTargets),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "catalog-models-skip-own-model-targets",
        targets: &[Local, ComputeInstance, ServerlessSpark, AttachedVm, AttachedDatabricks, AttachedSynapse, BatchEndpoint],
        when: catalog,
        why: "For your own models: a catalog model runs as a deployment on a Foundry resource, or its open weights on managed compute.",
        source: FOUNDRY,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "endpoints-serve-trained-models",
        targets: ENDPOINTS,
        when: |s| !deploy(s),
        why: "Endpoints serve a trained model; they do not run training or experiments.",
        source: SEED_INFERENCE_ONLY,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "training-targets-do-not-serve",
        targets: TRAINING_TARGETS,
        when: deploy,
        why: "Not a deployment target: models are served from endpoints.",
        source: doc(Doc::Endpoints),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "realtime-needs-continuous-compute",
        targets: &[ComputeCluster, Serverless, Kubernetes, BatchEndpoint],
        when: realtime,
        why: "Real-time predictions need compute running continuously behind an online endpoint; job compute starts per job.",
        source: SEED_REALTIME,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-needs-on-demand-compute",
        targets: &[ManagedOnlineEndpoint, KubernetesOnlineEndpoint],
        // On-premises, open weights on your own cluster are the one route: nothing Azure bills.
        when: |s| batch(s) && !(onprem(s) && onprem::route(s).is_some()),
        why: "An online endpoint bills every instance around the clock; batch scoring belongs on on-demand, scalable compute.",
        source: SEED_BATCH,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "local-is-for-small-data",
        targets: &[Local],
        when: |s| s.data == DataSize::Large,
        why: "Local compute suits low to moderate volumes of data; yours is large.",
        source: SEED_LOCAL_VOLUME,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attach-only-what-you-run",
        targets: &[AttachedVm],
        when: |s| s.existing != Existing::Vm,
        why: "Attach a virtual machine only when you already run one.",
        source: SEED_ATTACH,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attach-only-what-you-run",
        targets: &[AttachedDatabricks],
        when: |s| s.existing != Existing::Databricks,
        why: "Attach Azure Databricks only when you already run a Databricks workspace.",
        source: SEED_ATTACH,
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "databricks-runs-local-runs-and-pipelines",
        targets: &[AttachedDatabricks],
        when: |s| !(builds(s) && s.mode == Mode::Script && spark(s)),
        why: "Only for Spark scripts by a team already on Databricks: Azure ML reaches it only from SDK v1 pipelines, not notebooks, AutoML, sweeps, endpoints or CLI/SDK v2.",
        source: doc(Doc::TrainingTargets),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "synapse-runs-spark",
        targets: &[AttachedSynapse],
        when: |s| s.existing != Existing::Synapse || !spark(s),
        why: "An attached Synapse Spark pool runs Spark code; worth it if you already run the pool.",
        source: doc(Doc::SparkConcepts),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serverless-spark-runs-spark",
        targets: &[ServerlessSpark],
        when: |s| !spark(s),
        why: "Serverless Spark compute runs Spark code; yours is not Spark.",
        source: doc(Doc::SparkConcepts),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-runs-under-the-endpoint",
        targets: &[ComputeCluster],
        when: batch,
        why: "The batch endpoint above runs its scoring jobs on this cluster, adding an endpoint to invoke it.",
        source: doc(Doc::BatchEndpoints),
    },
];

/// What the catalog's facts rule out or weigh, so that no rule restates a fact by hand.
pub const FACT_RULES: &[FactRule] = &[
    FactRule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "cloud-only",
        when: onprem,
        applies: |f| f.cloud_only,
        verdict: Verdict::Exclude,
        text: "Runs only in Azure, and your work must stay on-premises or at the edge.",
        source: |_| SEED_KUBERNETES,
    },
    FactRule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "needs-gpus",
        when: |s| s.gpu != Gpu::None,
        applies: |f| !f.gpu.value,
        verdict: Verdict::Exclude,
        text: "Offers no GPUs, and your work needs them.",
        source: |f| f.gpu.source,
    },
    FactRule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "notebooks-need-a-session-host",
        when: |s| builds(s) && s.mode == Mode::Notebook,
        applies: |f| !f.interactive.value,
        verdict: Verdict::Weigh(-120),
        text: "Runs jobs, not notebook sessions: keep the notebook on a compute instance and submit heavy steps here.",
        source: |f| f.interactive.source,
    },
    FactRule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "no-spark-here",
        when: spark,
        applies: |f| !f.runs.value.spark,
        verdict: Verdict::Weigh(-30),
        text: "Provides no Spark cluster: Spark code would need its own setup here.",
        source: |f| f.runs.source,
    },
    FactRule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "one-machine-for-large-data",
        when: |s| !deploy(s) && s.data == DataSize::Large,
        applies: |f| !f.multi_node.value,
        verdict: Verdict::Weigh(-15),
        text: "One machine only: several nodes read data this large faster, so submit heavy steps to a cluster.",
        source: |f| f.multi_node.source,
    },
    FactRule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "several-gpus-one-node",
        when: |s| !deploy(s) && s.gpu == Gpu::Multi,
        applies: |f| f.gpu.value && !f.multi_node.value,
        verdict: Verdict::Weigh(-10),
        text: "One node only: distributed training can use its GPUs but not several machines.",
        source: |f| f.multi_node.source,
    },
];

/// What speaks for or against each target. Weights only order the list.
pub const RULES: &[Rule] = &[
    // Foundation models from the catalog.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "standard-deployments-for-foundation-models",
        targets: &[StandardDeployment],
        weight: 200,
        when: |s| serving(s) && !finetune(s),
        text: "Standard deployments suit catalog models: billed per token, scaling to zero built in, no VMs and no VM quota; each model has a tokens- and requests-per-minute limit.",
        source: doc(Doc::Endpoints),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "standard-deployments-for-fine-tuned-models",
        targets: &[StandardDeployment],
        weight: 200,
        // A fine-tuned model's deployment bills its hosting every hour: it does not scale to zero.
        when: |s| serving(s) && finetune(s),
        text: "A standard deployment serves a fine-tuned catalog model with no VMs and no VM quota: its tokens at the base model's rates, plus an hourly hosting fee while it is deployed.",
        source: doc(Doc::FineTuningCost),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "foundry-standard-is-preferred",
        targets: &[StandardDeployment],
        weight: 10,
        when: serving,
        text: "Standard deployment in Foundry resources is the preferred and most capable deployment path.",
        source: FOUNDRY,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fine-tuned-models-pay-hosting",
        targets: &[StandardDeployment],
        weight: -5,
        when: |s| serving(s) && finetune(s),
        text: "A deployed fine-tuned model bills an hourly hosting fee on top of its tokens, called or not.",
        source: doc(Doc::FineTuningCost),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-for-delay-tolerant-work",
        targets: &[BatchDeployment],
        weight: 400,
        when: delay_tolerant,
        text: "Nobody waits for each answer: a batch deployment processes files of requests at half the Global Standard price, with a quota of its own and a 24-hour target turnaround.",
        source: doc(Doc::DeploymentTypes),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "flex-for-delay-tolerant-work",
        targets: &[FlexProcessing],
        weight: 400,
        when: delay_tolerant,
        text: "Nobody waits for each answer: Flex processing bills half the Standard input and output rates on the Global Standard deployment you already have, at the price of slower answers and no latency SLA.",
        source: doc(Doc::FlexProcessing),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-bills-the-least",
        targets: &[BatchDeployment],
        weight: 20,
        when: |s| delay_tolerant(s) && cheapest_route(s) == Some(BatchDeployment),
        text: "Of the routes this model has for work nobody waits on, it bills the least at your traffic.",
        source: doc(Doc::DeploymentTypes),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "flex-bills-the-least",
        targets: &[FlexProcessing],
        weight: 20,
        when: |s| delay_tolerant(s) && cheapest_route(s) == Some(FlexProcessing),
        text: "Of the routes this model has for work nobody waits on, it bills the least at your traffic.",
        source: doc(Doc::FlexProcessing),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "flex-is-preview",
        targets: &[FlexProcessing],
        weight: -5,
        when: delay_tolerant,
        text: "Flex processing is in preview: no latency or service SLA; when its capacity is short a request gets HTTP 429 (not billed) and nothing falls back by itself: retry later, or with service_tier: \"default\" at the Standard price.",
        source: doc(Doc::FlexProcessing),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-throughput-costs-less",
        targets: &[ProvisionedThroughput],
        weight: 250,
        when: |s| serving(s) && ptu_pays(s),
        text: "At your traffic, the PTUs it needs cost less a month than the same tokens paid per token.",
        source: doc(Doc::PtuSizing),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-throughput-above-the-limit",
        targets: &[ProvisionedThroughput],
        weight: 50,
        when: |s| serving(s) && over_quota(s),
        text: "Your peak is above the standard deployment's default rate limit; provisioned throughput reserves the capacity, with latency that varies little.",
        source: doc(Doc::ProvisionedThroughput),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-throughput-bills-every-hour",
        targets: &[ProvisionedThroughput],
        weight: -5,
        when: serving,
        text: "Every PTU bills every hour, used or not; Microsoft advises a reservation for production, bought once a deployment has confirmed the capacity.",
        source: doc(Doc::PtuOnboarding),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serverless-fine-tuning",
        targets: &[ServerlessFinetune],
        weight: 300,
        when: |s| tuning(s) && !ftjourney::reinforcement(s.llm),
        text: "Fine-tunes the model on Azure's capacity: no GPUs or GPU quota of yours, billed per training token.",
        source: doc(Doc::FineTuning),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serverless-reinforcement-fine-tuning",
        targets: &[ServerlessFinetune],
        weight: 300,
        when: |s| tuning(s) && ftjourney::reinforcement(s.llm),
        text: "Fine-tunes the model by reinforcement (RFT) on Azure's capacity, a grader scoring its answers: no GPUs or GPU quota of yours, billed per hour of training plus the grader's tokens, not per training token.",
        source: doc(Doc::FineTuningCost),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fine-tune-open-weights-on-your-gpus-first",
        targets: &[Serverless, ComputeCluster],
        weight: 400,
        when: |s| tuning(s) && ftjourney::own_gpus_first(s.llm),
        text: "Azure has no serverless fine-tuning that deploys this model per token: fine-tune its open weights as a job on your own GPUs, billed by the hours they train, and serve the result on managed compute.",
        source: doc(Doc::FineTuning),
    },
    // Under `residency=region`, a catalog model's regional types: the sources list no regions
    // for them, so the region chosen is not excluded on a guess.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "regional-standard-unverified-in-the-region",
        targets: &[StandardDeployment],
        weight: -1,
        when: |s| {
            serving(s)
                && !finetune(s)
                && s.residency == Residency::Region
                && !residency::regional_listed(StandardDeployment, s.llm)
        },
        text: "Unverified: the sources read list no regions for this model's regional Standard deployment: check the model matrix (Standard deployments) that the region chosen offers it before you count on it; it is created there or not at all.",
        source: doc(Doc::DeploymentTypes),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "regional-provisioned-unverified-in-the-region",
        targets: &[ProvisionedThroughput],
        weight: -1,
        when: |s| {
            serving(s)
                && !finetune(s)
                && s.residency == Residency::Region
                && !residency::regional_listed(ProvisionedThroughput, s.llm)
        },
        text: "Unverified: the sources read list no regions for this model's Regional Provisioned deployment (the price data has its hourly rate in some): check the model matrix (Provisioned deployments) that the region chosen offers it before you count on it; it is created there or not at all.",
        source: doc(Doc::ProvisionedThroughput),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "provisioned-the-only-type-that-keeps-data-there",
        targets: &[ProvisionedThroughput],
        weight: 250,
        when: residency::ptu_only,
        text: "The only deployment type of this model that keeps data where it must stay: provisioned throughput (Data Zone or Regional Provisioned), model capacity reserved and billed by the hour, used or not.",
        source: doc(Doc::ProvisionedThroughput),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fine-tune-open-weights-where-data-must-stay",
        targets: &[Serverless, ComputeCluster],
        weight: 400,
        when: |s| {
            tuning(s)
                && !ftjourney::own_gpus_first(s.llm)
                && residency::own_gpus_first(s.llm, s.residency, s.region)
        },
        text: "Serverless fine-tuning cannot keep your data where it must stay: fine-tune the open weights as a job on your own GPUs in a region of the zone, billed by the hours they train, and serve the result on managed compute there.",
        source: doc(Doc::FineTuning),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fine-tune-on-your-gpus",
        targets: &[Serverless, ComputeCluster],
        weight: 30,
        when: |s| tuning(s) && open_weights(s),
        text: "Fine-tune the open weights on your own GPUs for your own recipe, customer-managed keys (not supported with serverless fine-tuning), or a region serverless fine-tuning does not offer.",
        source: doc(Doc::FineTuneServerless),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "managed-compute-for-open-weights",
        targets: &[ManagedOnlineEndpoint],
        weight: 30,
        when: |s| serving(s) && open_weights(s),
        text: "Open weights can run on managed compute, dedicated GPU VMs billed per minute: for your own serving stack, network isolation, processing in one region, or volumes where GPUs cost less than tokens.",
        source: FOUNDRY,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "managed-compute-needs-a-workspace-quota-and-safety",
        targets: &[ManagedOnlineEndpoint],
        weight: -5,
        when: |s| serving(s) && open_weights(s),
        text: "An Azure ML online endpoint (classic managed compute) needs an Azure ML workspace or a hub-based project (the classic Foundry project, built on an Azure AI hub) and GPU VM quota, and bills every instance around the clock; Foundry managed compute (preview) runs Hugging Face models on the Foundry resource without a hub. Neither filters content: call Azure AI Content Safety.",
        source: doc(Doc::ManagedCompute),
    },
    // A catalog model's open weights on compute of yours (`onprem.rs`).
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "open-weights-served-as-your-own-model",
        targets: &[KubernetesOnlineEndpoint],
        weight: 20,
        when: |s| onprem::allows(KubernetesOnlineEndpoint, s),
        text: "Catalog models aren't supported on Kubernetes online endpoints, but open weights are files: downloaded and registered as your own model, they are served on your cluster's Kubernetes online endpoint.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "open-weights-fine-tuned-on-your-kubernetes",
        targets: &[Kubernetes],
        weight: 20,
        when: |s| onprem::allows(Kubernetes, s),
        text: "Kubernetes compute runs training jobs: the downloaded open weights are fine-tuned there as a job of your own recipe, and the result is your own model, served on the same cluster.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "open-weights-you-serve-yourself",
        targets: &[KubernetesOnlineEndpoint, Kubernetes],
        weight: -5,
        when: |s| onprem::route(s).is_some(),
        text: "You bring what Azure would run for you: the inference server or training recipe, GPU nodes the weights fit on with an instance type that asks for them, and content filtering.",
        source: doc(Doc::KubernetesAnywhere),
    },
    // Experimenting.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "notebooks-want-continuous-compute",
        targets: &[ComputeInstance],
        weight: 50,
        when: |s| builds(s) && s.mode == Mode::Notebook,
        text: "Notebooks benefit most from compute that runs continuously: a compute instance is Azure ML's managed machine for them.",
        source: SEED_NOTEBOOK,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "experiment-locally",
        targets: &[Local],
        weight: 40,
        when: |s| s.stage == Stage::Explore,
        text: "Small or moderate experiments run in your local environment at no cloud cost.",
        source: SEED_LOCAL,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "notebooks-on-your-device",
        targets: &[Local],
        weight: 5,
        when: |s| s.stage == Stage::Explore && s.mode == Mode::Notebook,
        text: "Many data scientists already run notebooks on their own device.",
        source: Source::seed(4, "Many data scientists are familiar with running notebooks on their local device. A cloud alternative managed by Azure Machine Learning is a compute instance."),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "scripts-develop-locally",
        targets: &[Local],
        weight: 15,
        when: |s| s.stage == Stage::Explore && s.mode == Mode::Script,
        text: "Test scripts locally on a small sample before submitting them to the cloud.",
        source: SEED_DEV_THEN_SCALE,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "instance-runs-scripts",
        targets: &[ComputeInstance],
        weight: 20,
        when: |s| builds(s) && s.mode == Mode::Script,
        text: "A compute instance can also run your scripts as jobs, one job per vCPU at a time.",
        source: doc(Doc::ComputeInstance),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "scale-up-from-experiments",
        targets: &[ComputeCluster, Serverless],
        weight: 10,
        when: |s| s.stage == Stage::Explore,
        text: "When an experiment outgrows one machine, submit it as a job to scalable compute.",
        source: Source::seed(3, "Scale up to larger data, or do distributed training by using one of these training compute targets."),
    },
    // Scripts and production training.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "scripts-on-a-cluster",
        targets: &[ComputeCluster],
        weight: 20,
        when: |s| builds(s) && s.mode == Mode::Script,
        text: "Scripts automate and schedule easily as jobs on a cluster that scales up to run them and down after.",
        source: SEED_PRODUCTION,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "production-training-on-a-cluster",
        targets: &[ComputeCluster],
        weight: 40,
        when: |s| s.stage == Stage::Train,
        text: "Training for production: a compute cluster handles large volumes of data and scales with the work.",
        source: SEED_PRODUCTION,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "production-training-serverless",
        targets: &[Serverless],
        weight: 30,
        when: |s| s.stage == Stage::Train,
        text: "Serverless compute runs the same production jobs with no cluster to create or manage.",
        source: SEED_SERVERLESS,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "scripts-serverless",
        targets: &[Serverless],
        weight: 15,
        when: |s| builds(s) && s.mode == Mode::Script,
        text: "Scripts can run as serverless jobs with no cluster to create, scale or delete.",
        source: doc(Doc::Serverless),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "develop-then-scale",
        targets: &[Local],
        weight: 10,
        when: |s| s.stage == Stage::Train && s.data == DataSize::Small,
        text: "Small data: develop and test the training code locally before moving to scalable compute.",
        source: SEED_DEV_THEN_SCALE,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "local-is-not-production",
        targets: &[Local],
        weight: -10,
        when: |s| s.stage == Stage::Train,
        text: "Local compute is for development and testing; production training needs scalable compute.",
        source: SEED_DEV_THEN_SCALE,
    },
    // Large data.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "large-data-on-a-cluster",
        targets: &[ComputeCluster],
        weight: 30,
        when: |s| !deploy(s) && s.data == DataSize::Large,
        text: "Large data: a cluster spreads the work over several nodes and scales down when done.",
        source: SEED_LARGE,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "large-data-serverless",
        targets: &[Serverless],
        weight: 25,
        when: |s| !deploy(s) && s.data == DataSize::Large,
        text: "Large data: serverless compute scales out per job with nothing to manage.",
        source: SEED_SERVERLESS,
    },
    // Many models in parallel.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "parallel-on-a-cluster",
        targets: &[ComputeCluster],
        weight: 70,
        when: |s| s.stage == Stage::Sweep,
        text: "Many models in parallel: each cluster node runs a separate trial at once.",
        source: SEED_PARALLEL,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "parallel-serverless",
        targets: &[Serverless],
        weight: 55,
        when: |s| s.stage == Stage::Sweep,
        text: "Serverless compute runs sweep and AutoML jobs in parallel with no cluster to manage.",
        source: doc(Doc::Serverless),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "automl-on-an-instance",
        targets: &[ComputeInstance],
        weight: 10,
        when: |s| s.stage == Stage::Sweep,
        text: "Automated ML can run on a compute instance through the SDK.",
        source: doc(Doc::TrainingTargets),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "one-machine-runs-trials-in-turn",
        targets: &[Local, ComputeInstance, AttachedVm],
        weight: -25,
        when: |s| s.stage == Stage::Sweep,
        text: "One machine runs trials largely one after another: much slower than a multi-node cluster.",
        source: SEED_PARALLEL,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "sweeps-on-kubernetes",
        targets: &[Kubernetes],
        weight: 10,
        when: |s| s.stage == Stage::Sweep,
        text: "Hyperparameter sweep jobs can run on your Kubernetes cluster.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "no-automl-on-kubernetes",
        targets: &[Kubernetes],
        weight: -20,
        when: |s| s.stage == Stage::Sweep,
        text: "Automated ML does not run on Kubernetes compute: use it for sweeps only.",
        source: doc(Doc::TrainingTargets),
    },
    // Kubernetes.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "kubernetes-gives-control",
        targets: &[Kubernetes],
        weight: 20,
        when: |s| s.stage == Stage::Train || (s.stage == Stage::Explore && s.mode == Mode::Script),
        text: "Kubernetes compute gives you more control over how the compute is configured and managed.",
        source: SEED_KUBERNETES,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "kubernetes-you-run-it",
        targets: &[Kubernetes, KubernetesOnlineEndpoint],
        weight: -15,
        when: |_| true,
        text: "You run the cluster: IT operations prepare and attach it; its VMs bill whether or not work runs.",
        source: doc(Doc::KubernetesAnywhere),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "onprem-arc",
        targets: &[Kubernetes, KubernetesOnlineEndpoint],
        weight: 60,
        when: onprem,
        text: "On-premises: an Azure Arc-enabled Kubernetes cluster brings Azure ML to your own hardware, another cloud or the edge.",
        source: SEED_KUBERNETES,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "onprem-notebooks-stay-local",
        targets: &[Local],
        weight: 90,
        when: |s| onprem(s) && builds(s) && s.mode == Mode::Notebook,
        text: "On-premises notebooks: run them on your machine; submit heavy steps as jobs to Kubernetes compute through Azure Arc.",
        source: SEED_LOCAL,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "onprem-local",
        targets: &[Local],
        weight: 10,
        when: onprem,
        text: "On-premises: local compute never leaves your machine.",
        source: SEED_LOCAL,
    },
    // Compute you already run.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attach-your-vm",
        targets: &[AttachedVm],
        weight: 70,
        when: |s| s.existing == Existing::Vm,
        text: "Attach the Azure VM you already run to the workspace as a compute target.",
        source: SEED_ATTACH,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attach-your-databricks",
        targets: &[AttachedDatabricks],
        weight: 40,
        when: |s| s.existing == Existing::Databricks,
        text: "Attach the Azure Databricks you already run and run pipeline steps there.",
        source: SEED_ATTACH,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attach-your-synapse",
        targets: &[AttachedSynapse],
        weight: 90,
        when: |s| s.existing == Existing::Synapse,
        text: "Attach the Synapse Spark pool you already run to keep its Hive metastore and linked services.",
        source: doc(Doc::SparkConcepts),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "attach-your-kubernetes",
        targets: &[Kubernetes, KubernetesOnlineEndpoint],
        weight: 90,
        when: |s| s.existing == Existing::Kubernetes,
        text: "Your Kubernetes nodes bill anyway: attached, the cluster runs this work on all its nodes at no extra compute cost while it has room.",
        source: SEED_KUBERNETES,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "databricks-sdk-v1-only",
        targets: &[AttachedDatabricks],
        weight: -45,
        when: |_| true,
        text: "Legacy: not a compute type in CLI/SDK v2; only SDK v1 pipelines reach Databricks, and their support ended on 30 June 2026. Serverless Spark runs the same code from SDK v2.",
        source: doc(Doc::SdkV1),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "local-on-your-vm",
        targets: &[Local],
        weight: 10,
        when: |s| s.existing == Existing::Vm && builds(s) && s.mode == Mode::Notebook,
        text: "A notebook on your existing VM is local compute, billed as the VM already is.",
        source: SEED_LOCAL,
    },
    // Managing compute.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "nothing-to-manage",
        targets: &[Serverless],
        weight: 40,
        when: |s| s.manage == Manage::None,
        text: "Nothing to manage: serverless compute needs nothing created, sized, scaled down or deleted.",
        source: SEED_SERVERLESS,
    },
    // GPUs.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "local-gpu",
        targets: &[Local],
        weight: -20,
        when: |s| s.gpu != Gpu::None,
        text: "Only if your machine has a suitable GPU; cloud GPUs are available on demand.",
        source: SEED_GPU_CPU,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "distributed-on-a-cluster",
        targets: &[ComputeCluster],
        weight: 20,
        when: |s| s.gpu == Gpu::Multi,
        text: "Several GPUs: a cluster runs distributed training on one node's 4 or 8 GPUs, or several nodes on InfiniBand sizes.",
        source: Source::seed(3, "As you scale up your training on larger datasets or perform distributed training, use Azure Machine Learning compute to create a single- or multi-node cluster that autoscales each time you submit a job."),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "distributed-serverless",
        targets: &[Serverless],
        weight: 15,
        when: |s| s.gpu == Gpu::Multi,
        text: "Serverless compute runs distributed jobs: one node's GPUs first, then several InfiniBand nodes.",
        source: doc(Doc::Serverless),
    },
    // Spark.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "spark-serverless",
        targets: &[ServerlessSpark],
        weight: 80,
        when: spark,
        text: "Serverless Spark runs your Spark code in notebooks and jobs without a Synapse workspace.",
        source: SEED_SPARK,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "databricks-runs-spark",
        targets: &[AttachedDatabricks],
        weight: 20,
        when: spark,
        text: "Your Databricks workspace already runs Spark.",
        source: doc(Doc::TrainingTargets),
    },
    // Serving.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "realtime-managed",
        targets: &[ManagedOnlineEndpoint],
        weight: 70,
        when: realtime,
        text: "A managed online endpoint runs your model continuously in containers Azure ML creates and manages.",
        source: SEED_REALTIME,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "realtime-kubernetes",
        targets: &[KubernetesOnlineEndpoint],
        weight: 40,
        when: realtime,
        text: "Attach a Kubernetes cluster to serve real-time predictions on compute you manage.",
        source: SEED_REALTIME_K8S,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-endpoint",
        targets: &[BatchEndpoint],
        weight: 70,
        when: batch,
        text: "A batch endpoint runs scoring as pipeline jobs on demand and scales to zero between them.",
        source: doc(Doc::Endpoints),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-pipeline-serverless",
        targets: &[Serverless],
        weight: 55,
        when: batch,
        text: "A pipeline job on serverless compute is on-demand and scalable, with no cluster to manage.",
        source: SEED_BATCH,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-on-kubernetes",
        targets: &[Kubernetes],
        weight: 10,
        when: batch,
        text: "Kubernetes compute supports batch inference on your own cluster.",
        source: doc(Doc::KubernetesAnywhere),
    },
    // Interruptions.
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "preemptible-cluster",
        targets: &[ComputeCluster, BatchEndpoint],
        weight: 5,
        when: |s| s.preempt == Preempt::Ok,
        text: "Interruptible runs can use Spot nodes (formerly low priority) at the varying Spot rate of the size and region.",
        source: doc(Doc::ComputeCluster),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "preemptible-serverless",
        targets: &[Serverless],
        weight: 5,
        when: |s| s.preempt == Preempt::Ok,
        text: "Interruptible jobs can use serverless compute's Spot tier at the varying Spot rate.",
        source: doc(Doc::Serverless),
    },
];

const CLUSTERS: &[Target] = &[ComputeCluster, BatchEndpoint];
const ALWAYS_ON: &[Target] = &[
    ManagedOnlineEndpoint,
    KubernetesOnlineEndpoint,
    Kubernetes,
    AttachedVm,
];

/// Azure ML compute billed by the hour that steady use can reserve (the always-on targets have
/// their own tip).
const STEADY: &[Target] = &[ComputeCluster, BatchEndpoint, Serverless, ComputeInstance];

/// Practical tips for the pick.
pub const TIPS: &[Tip] = &[
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "reserved-instances-steady",
        target: For::Only(STEADY),
        // Steady use: busy half the week or more.
        when: |s| s.hours >= 84,
        text: "Busy half the week or more: 1- or 3-year reserved instances apply to Azure ML compute automatically and cut up to 72% (not the retiring v1–v3 series).",
        source: doc(Doc::ManageCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "deployment-types",
        target: For::Only(&[StandardDeployment]),
        when: |s| serving(s) && !finetune(s) && delay::has_batch(s.llm),
        text: "Global Standard may process requests in any Azure region and has the lowest price; Data Zone Standard keeps processing in the US or EU data zone; Global Batch costs 50% less, with a 24-hour target, where the model offers it.",
        source: doc(Doc::DeploymentTypes),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "deployment-types-no-batch",
        target: For::Only(&[StandardDeployment]),
        // The model has no batch deployment: the tip does not offer one.
        when: |s| serving(s) && !finetune(s) && !delay::has_batch(s.llm),
        text: "Global Standard may process requests in any Azure region and has the lowest price; Data Zone Standard keeps processing in the US or EU data zone, where the model offers it.",
        source: doc(Doc::DeploymentTypes),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "evaluate-on-a-developer-deployment",
        target: For::Only(&[StandardDeployment]),
        // A Developer deployment has no data residency guarantee: not under a requirement.
        when: |s| serving(s) && finetune(s) && finetuned::developer(s.llm) && s.residency == Residency::Any,
        text: "Evaluate a fine-tuned model on a Developer deployment first: no hourly hosting fee and no SLA, and it is deleted after 24 hours.",
        source: doc(Doc::FineTuningCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "reserve-provisioned-throughput",
        target: For::Only(&[ProvisionedThroughput]),
        when: serving,
        text: "Hourly PTU billing isn't recommended for production: create the deployment to confirm the capacity, then buy a one-month or one-year reservation. Provisioned deployments are not upgraded automatically when their model retires.",
        source: doc(Doc::PtuOnboarding),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "model-lifecycle",
        target: For::Only(CATALOG_ONLY),
        // Only for a model on its way out: a current one needs no lifecycle warning, and one
        // the schedule does not list has no stage to warn of (its own line says so).
        when: |s| catalog(s) && leaving_model(s),
        text: "Deprecated models take no new customers (a subscription that never deployed the version cannot) and retired ones return 410 Gone; standard deployments move to the named replacement at retirement, provisioned ones do not.",
        source: doc(Doc::ModelRetirements),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "fine-tuning-then-deploy",
        target: For::Only(&[ServerlessFinetune]),
        when: |s| tuning(s) && !ftjourney::reinforcement(s.llm),
        text: "You pay for training tokens, not for time in the queue or failed jobs; the fine-tuned model then bills an hourly hosting fee for every hour it is deployed.",
        source: doc(Doc::FineTuningCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "reinforcement-fine-tuning-then-deploy",
        target: For::Only(&[ServerlessFinetune]),
        when: |s| tuning(s) && ftjourney::reinforcement(s.llm),
        text: "Reinforcement fine-tuning bills the hours a job trains and the grader's tokens, not time in the queue or failed jobs, and a managed job pauses at the service's per-job limit and, if resumed, bills on with no further limit (the grader's tokens bill apart, at Data Zone rates); the fine-tuned model then bills an hourly hosting fee for every hour it is deployed.",
        source: doc(Doc::FineTuningCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "min-nodes-zero",
        target: For::Only(CLUSTERS),
        when: |_| true,
        text: "Set minimum nodes to 0: any higher minimum keeps that many nodes billed while idle.",
        source: SEED_IDLE,
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "cluster-load-balancer",
        target: For::Only(CLUSTERS),
        when: |_| true,
        text: "Even at 0 nodes, the cluster bills a load balancer (about $0.33 a day per 50 nodes) until deleted.",
        source: doc(Doc::PlanCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "scale-down-delay",
        target: For::Only(CLUSTERS),
        when: |_| true,
        text: "Idle nodes scale down 120 seconds after the last job by default (idle_time_before_scale_down): shorten it for occasional jobs, lengthen it for back-to-back jobs.",
        source: doc(Doc::ComputeCluster),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "low-priority-nodes",
        target: For::Only(CLUSTERS),
        when: |s| s.preempt == Preempt::Ok && asked(s, Question::Preempt),
        text: "Use Spot nodes (tier low_priority, Spot VMs since 31 March 2026), billed at the varying Spot rate, which can approach pay-as-you-go; nodes can be evicted, so checkpoint and resume.",
        source: doc(Doc::ManageCost),
        preemptible: true,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "dedicated-nodes",
        target: For::Only(&[ComputeCluster, BatchEndpoint, Serverless]),
        when: |s| s.preempt == Preempt::No && asked(s, Question::Preempt),
        text: "Keep dedicated VMs: Spot capacity (formerly low priority) can be taken back mid-run.",
        source: doc(Doc::ComputeCluster),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serverless-spot",
        target: For::Only(&[Serverless]),
        when: |s| s.preempt == Preempt::Ok && asked(s, Question::Preempt),
        text: "Choose the Spot tier: preemptible capacity at the varying Spot rate.",
        source: doc(Doc::Serverless),
        preemptible: true,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "serverless-nothing-to-manage",
        target: For::Only(&[Serverless]),
        when: |_| true,
        text: "Nothing to create or delete: jobs naming no compute run serverless, with the same quota and per-VM billing as clusters.",
        source: doc(Doc::Serverless),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "idle-shutdown",
        target: For::Only(&[ComputeInstance]),
        when: |_| true,
        text: "Enable idle shutdown (after 15 minutes to 3 days idle) or a start/stop schedule to stop compute billing when unused.",
        source: SEED_IDLE,
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "stopped-instance-still-bills-disk",
        target: For::Only(&[ComputeInstance]),
        when: |_| true,
        text: "A stopped instance still pays for its OS disk, its public IP and a load balancer: delete unused instances.",
        source: doc(Doc::PlanCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "three-instances",
        target: For::Only(&[ManagedOnlineEndpoint, KubernetesOnlineEndpoint]),
        when: |_| true,
        text: "Run at least 3 instances for high availability.",
        source: doc(Doc::OnlineEndpoints),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "extra-quota",
        target: For::Only(&[ManagedOnlineEndpoint]),
        when: |_| true,
        text: "Azure ML reserves 20% extra quota for upgrades on most sizes (not A100 and H100): request cores for 1.2 times your instances, rounded up; the cost table gives your figure.",
        source: doc(Doc::EndpointSkus),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "online-never-scales-to-zero",
        target: For::Only(&[ManagedOnlineEndpoint, KubernetesOnlineEndpoint]),
        when: |_| true,
        text: "Online endpoints cannot scale to zero: every instance bills around the clock; for occasional scoring a batch endpoint costs less.",
        source: doc(Doc::Endpoints),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "autoscale-online",
        target: For::Only(&[ManagedOnlineEndpoint, KubernetesOnlineEndpoint]),
        when: |_| true,
        text: "Autoscale on metrics such as CPU use or a schedule such as business hours: down to one instance when quiet, never zero. Under 3 instances gives up high availability.",
        source: doc(Doc::Autoscale),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "pay-per-token",
        target: For::Only(&[ManagedOnlineEndpoint]),
        when: |s| !catalog(s),
        text: "Serving a catalog foundation model? A serverless API deployment bills per token and needs no compute of your own.",
        source: doc(Doc::ServerlessApi),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "notebook-heavy-steps",
        target: For::Facts(|f| f.interactive.value),
        when: |s| builds(s) && s.mode == Mode::Notebook && s.data != DataSize::Small,
        text: "Size the notebook's compute for your data; submit heavy steps as jobs to a cluster or serverless, which scale out and stop when done.",
        source: Source::seed(3, "Scale up to larger data, or do distributed training by using one of these training compute targets."),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "existing-spare-capacity",
        target: For::Only(&[Kubernetes, KubernetesOnlineEndpoint, AttachedVm]),
        when: |s| matches!(s.existing, Existing::Kubernetes | Existing::Vm),
        text: "Compute you already run adds no bill while it has room; its whole bill is shown beside the price.",
        source: SEED_ATTACH,
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "batch-scales-to-zero",
        target: For::Only(&[BatchEndpoint]),
        when: |_| true,
        text: "Nodes are provisioned when a scoring job starts and released when it ends (the overview's \"batch scoring on serverless compute\"): with minimum nodes 0 you pay only while jobs run.",
        source: doc(Doc::BatchEndpoints),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "kubernetes-nodes-bill",
        target: For::Only(&[Kubernetes]),
        // AutoML is a question for your own model's training, not a catalog model's.
        when: |s| !catalog(s),
        text: "Automated ML does not run on Kubernetes compute: keep AutoML on a cluster or serverless.",
        source: doc(Doc::TrainingTargets),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "spark-cold-start",
        target: For::Only(&[ServerlessSpark]),
        when: |_| true,
        text: "Expect a 3 to 5 minute cold start; resources are torn down 10 minutes after the session times out.",
        source: doc(Doc::SparkConcepts),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "synapse-when-metastore",
        target: For::Only(&[ServerlessSpark, AttachedSynapse]),
        when: |_| true,
        text: "Serverless Spark has no persistent Hive metastore or linked services: attach a Synapse Spark pool for them.",
        source: doc(Doc::SparkConcepts),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "reserved-instances",
        target: For::Only(ALWAYS_ON),
        // Your own hardware (Azure Arc) has no Azure price to take anything off.
        when: |s| !onprem(s),
        text: "For always-on compute, 1- or 3-year reserved instances cut up to 72% off pay-as-you-go.",
        source: doc(Doc::ManageCost),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "responsible-ai-needs-an-instance",
        // Only where the pick is the compute instance it speaks of: no question asks about the
        // dashboard, so elsewhere it is a tip nobody asked for.
        target: For::Only(&[ComputeInstance]),
        when: |s| matches!(s.stage, Stage::Train | Stage::Sweep) && !catalog(s),
        text: "The Responsible AI dashboard's live what-if and counterfactual analysis needs a running compute instance (a small CPU size with idle shutdown will do); without one it is static.",
        source: doc(Doc::ResponsibleAi),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "scale-up-before-out",
        target: For::Any,
        when: |s| s.gpu == Gpu::Multi && !deploy(s) && !catalog(s),
        text: "Scale up before out: fill one node's GPUs (4 on Standard_NC96ads_A100_v4, 8 on ND sizes), one process per GPU; add nodes only on InfiniBand sizes (an r in the name: Standard_ND96asr_v4, Standard_ND96amsr_A100_v4, Standard_ND96isr_H100_v5), or GPUs wait on the network.",
        source: doc(Doc::DistributedGpu),
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "gpu-train-cpu-test",
        target: For::Any,
        when: |s| s.gpu != Gpu::None && !deploy(s) && !catalog(s),
        text: "Train deep learning models on GPU, then switch to cheaper CPU-only compute to test and register them.",
        source: SEED_GPU_CPU,
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "develop-small-then-scale",
        target: For::Any,
        when: |s| builds(s),
        text: "Develop and test on local or low-cost compute with a small sample, then scale out for production.",
        source: SEED_DEV_THEN_SCALE,
        preemptible: false,
    },
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id: "start-on-demand",
        target: For::Facts(|f| f.scale_to_zero.value),
        when: |s| !realtime(s) && !catalog(s),
        text: "Prefer compute that starts on demand, stops itself and scales with the work: you pay only for use.",
        source: Source::seed(2, "…defining compute targets that: Start on-demand and stop automatically when no longer required. Scale automatically based on workload processing needs."),
        preemptible: false,
    },
];

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn every_row_has_words_and_a_target() {
        for r in RULES {
            assert!(r.weight != 0, "{}", r.id);
            assert!(!r.targets.is_empty() && r.text.ends_with('.'), "{}", r.id);
        }
        for e in EXCLUSIONS {
            assert!(!e.targets.is_empty() && e.why.ends_with('.'), "{}", e.id);
        }
        for t in TIPS {
            assert!(t.text.ends_with('.'), "{}", t.id);
        }
    }

    #[test]
    fn rule_ids_are_unique() {
        let mut ids: Vec<_> = RULES
            .iter()
            .map(|r| r.id)
            .chain(TIPS.iter().map(|t| t.id))
            .collect();
        let n = ids.len();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), n);
    }

    #[test]
    fn preemptible_tips_only_for_targets_that_allow_it() {
        for t in TIPS.iter().filter(|t| t.preemptible) {
            let For::Only(targets) = t.target else {
                panic!("a low-priority tip names its targets: {}", t.id);
            };
            assert!(targets.iter().all(|x| x.allows_preemptible()), "{}", t.id);
        }
    }
}
