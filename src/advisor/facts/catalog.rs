//! The compute targets Azure ML offers and their facts, as one declarative table.
//!
//! Each fact carries the documentation page it rests on. The rules (`rules.rs`) read the typed
//! fields; the page shows them with their sources.

use super::sources::{Doc, Source};
use serde::Serialize;

/// Every compute target the advisor can recommend. The slugs are a public contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Local,
    ComputeInstance,
    ComputeCluster,
    Serverless,
    ServerlessSpark,
    Kubernetes,
    AttachedVm,
    AttachedDatabricks,
    AttachedSynapse,
    ManagedOnlineEndpoint,
    KubernetesOnlineEndpoint,
    BatchEndpoint,
    StandardDeployment,
    ProvisionedThroughput,
    ServerlessFinetune,
    BatchDeployment,
    FlexProcessing,
}

impl Serialize for Target {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

/// Who runs the compute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Management {
    /// Your own machine: nothing in Azure to manage.
    NotApplicable,
    /// Created and managed by Azure ML.
    Managed,
    /// Nothing to create: Azure ML provisions it per job.
    FullyManaged,
    /// You run it; Azure ML only uses it.
    SelfManaged,
    /// A model Azure runs for you on a Foundry resource: a deployment, no compute.
    Service,
    /// A job Azure runs for you on its own capacity (serverless fine-tuning): no compute.
    ServiceJob,
}

impl Management {
    pub fn label(self) -> &'static str {
        match self {
            Management::NotApplicable => "Your own machine",
            Management::Managed => "Managed by Azure ML",
            Management::FullyManaged => "Fully managed, nothing to create",
            Management::SelfManaged => "You manage it",
            Management::Service => "Run by Azure: a deployment, no compute",
            Management::ServiceJob => "Run by Azure: a training job, no compute",
        }
    }
}

/// Which cheaper, interruptible capacity a target can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preemptible {
    No,
    LowPriority,
    Spot,
}

/// What a target can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Runs {
    pub automl: bool,
    pub pipelines: bool,
    pub distributed: bool,
    pub spark: bool,
    pub realtime: bool,
    pub batch: bool,
}

/// A value with the page it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fact<T> {
    pub value: T,
    pub source: Source,
}

const fn f<T>(value: T, doc: Doc) -> Fact<T> {
    Fact {
        value,
        source: Source::Doc(doc),
    }
}

const fn seed<T>(value: T, number: u8, quote: &'static str) -> Fact<T> {
    Fact {
        value,
        source: Source::seed(number, quote),
    }
}

/// Everything the advisor knows about one target.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Facts {
    pub target: Target,
    pub name: &'static str,
    pub purpose: Fact<&'static str>,
    pub management: Fact<Management>,
    pub gpu: Fact<bool>,
    pub multi_node: Fact<bool>,
    pub scale_to_zero: Fact<bool>,
    pub preemptible: Fact<Preemptible>,
    pub idle: Fact<&'static str>,
    pub startup: Fact<&'static str>,
    pub runs: Fact<Runs>,
    /// Hosts interactive notebook sessions (rather than only submitted jobs).
    pub interactive: Fact<bool>,
    /// Runs only in Azure: not a place for work that must stay on-premises.
    pub cloud_only: bool,
}

const NONE_RUNS: Runs = Runs {
    automl: false,
    pipelines: false,
    distributed: false,
    spark: false,
    realtime: false,
    batch: false,
};

/// The table, in the order ties are broken.
pub const CATALOG: [Facts; 17] = [
    Facts {
        target: Target::Local,
        name: "Local compute",
        purpose: seed(
            "Your workstation or any machine running the code: development and tests on small data, no cloud cost.",
            2,
            "Local compute is generally a great choice during development and testing with low to moderate volumes of data.",
        ),
        management: seed(Management::NotApplicable, 2, "This runs the experiment on the same compute target as the code used to initiate the experiment, …"),
        gpu: seed(true, 2, "…which may be your physical workstation or a virtual machine…"),
        multi_node: seed(false, 2, "This runs the experiment on the same compute target as the code used to initiate the experiment, …"),
        scale_to_zero: seed(true, 2, "Local compute is generally a great choice during development and testing with low to moderate volumes of data."),
        preemptible: seed(Preemptible::No, 2, "This runs the experiment on the same compute target as the code used to initiate the experiment, …"),
        idle: seed("Costs nothing in Azure while idle.", 2, "Code can be developed and tested on local or low-cost compute, and then moved to more scalable compute for production workloads."),
        startup: seed("None: it is already running.", 4, "Many data scientists are familiar with running notebooks on their local device."),
        runs: f(Runs { automl: true, ..NONE_RUNS }, Doc::TrainingTargets),
        interactive: seed(true, 4, "Many data scientists are familiar with running notebooks on their local device."),
        cloud_only: false,
    },
    Facts {
        target: Target::ComputeInstance,
        name: "Compute instance",
        purpose: seed(
            "A managed cloud workstation for notebooks and interactive development; one owner, one node.",
            4,
            "Compute instance: Behaves similarly to a virtual machine and is primarily used to run notebooks. It's ideal for experimentation.",
        ),
        management: f(Management::Managed, Doc::ComputeTargets),
        gpu: f(true, Doc::ComputeTargets),
        multi_node: f(false, Doc::ComputeInstance),
        scale_to_zero: f(false, Doc::CreateComputeInstance),
        preemptible: f(Preemptible::No, Doc::ManageCost),
        idle: f("Bills while running; idle shutdown after 15 minutes to 3 days idle, or start/stop schedules. A stopped instance still pays for its disk.", Doc::CreateComputeInstance),
        startup: f("Minutes to start from stopped; runs continuously while in use.", Doc::ComputeInstance),
        runs: f(Runs { automl: true, pipelines: true, ..NONE_RUNS }, Doc::TrainingTargets),
        interactive: seed(true, 4, "Compute instance: Behaves similarly to a virtual machine and is primarily used to run notebooks. It's ideal for experimentation."),
        cloud_only: true,
    },
    Facts {
        target: Target::ComputeCluster,
        name: "Compute cluster",
        purpose: seed(
            "Managed multi-node clusters that scale up for jobs and down after: scripts, pipelines, sweeps, AutoML, distributed training, batch scoring.",
            4,
            "Compute clusters: Multi-node clusters of virtual machines that automatically scale up or down to meet demand.",
        ),
        management: f(Management::Managed, Doc::ComputeTargets),
        gpu: f(true, Doc::ComputeTargets),
        multi_node: f(true, Doc::ComputeCluster),
        scale_to_zero: f(true, Doc::ComputeCluster),
        preemptible: f(Preemptible::LowPriority, Doc::ComputeCluster),
        idle: f("With minimum nodes 0 it costs nothing idle; nodes scale down 120 seconds after the last job by default.", Doc::ComputeCluster),
        startup: f("Minutes per job when nodes must be allocated; none while nodes are still up.", Doc::ComputeCluster),
        runs: f(Runs { automl: true, pipelines: true, distributed: true, batch: true, ..NONE_RUNS }, Doc::TrainingTargets),
        interactive: seed(false, 4, "When training models with scripts, you want an on-demand compute target. A compute cluster automatically scales up when the script(s) need to be executed, and scales down when the script finishes executing."),
        cloud_only: true,
    },
    Facts {
        target: Target::Serverless,
        name: "Serverless compute",
        purpose: seed(
            "Fully managed, on-demand compute for jobs: nothing to create, delete or scale down.",
            4,
            "Serverless compute: A fully managed, on-demand compute you can use for training jobs.",
        ),
        management: f(Management::FullyManaged, Doc::Serverless),
        gpu: f(true, Doc::Serverless),
        multi_node: f(true, Doc::Serverless),
        scale_to_zero: f(true, Doc::Serverless),
        preemptible: f(Preemptible::Spot, Doc::Serverless),
        idle: f("Nothing to pay between jobs, and no wait for a cluster to scale down.", Doc::Serverless),
        startup: f("Minutes per job while Azure ML allocates the VMs.", Doc::Serverless),
        runs: f(Runs { automl: true, pipelines: true, distributed: true, batch: true, ..NONE_RUNS }, Doc::Serverless),
        interactive: seed(false, 4, "Serverless compute: A fully managed, on-demand compute you can use for training jobs."),
        cloud_only: true,
    },
    Facts {
        target: Target::ServerlessSpark,
        name: "Serverless Spark compute",
        purpose: seed(
            "On-demand Spark for notebooks and Spark jobs, without a Synapse workspace.",
            4,
            "Alternatively, you can also opt for Spark serverless compute to run Spark code in notebooks, if you want to make use of Spark's distributed compute power.",
        ),
        management: f(Management::FullyManaged, Doc::SparkConcepts),
        gpu: f(false, Doc::SparkConcepts),
        multi_node: f(true, Doc::SparkConcepts),
        scale_to_zero: f(true, Doc::SparkConcepts),
        preemptible: f(Preemptible::No, Doc::SparkConcepts),
        idle: f("Torn down 10 minutes after the session times out, unless a new one starts.", Doc::SparkConcepts),
        startup: f("Cold start of about 3 to 5 minutes.", Doc::SparkConcepts),
        runs: f(Runs { spark: true, pipelines: true, ..NONE_RUNS }, Doc::SparkConcepts),
        interactive: seed(true, 4, "Alternatively, you can also opt for Spark serverless compute to run Spark code in notebooks, if you want to make use of Spark's distributed compute power."),
        cloud_only: true,
    },
    Facts {
        target: Target::Kubernetes,
        name: "Kubernetes compute (AKS or Azure Arc)",
        purpose: seed(
            "A Kubernetes cluster you run, attached for training and inference: AKS, or Azure Arc on-premises, in another cloud or at the edge.",
            4,
            "Kubernetes clusters: … giving you more control over how the compute is configured and managed. You can attach your self-managed Azure Kubernetes (AKS) cluster for cloud compute, or an Arc Kubernetes cluster for on-premises workloads.",
        ),
        management: f(Management::SelfManaged, Doc::KubernetesAnywhere),
        gpu: f(true, Doc::KubernetesAnywhere),
        multi_node: f(true, Doc::KubernetesAnywhere),
        scale_to_zero: f(false, Doc::KubernetesAnywhere),
        preemptible: f(Preemptible::No, Doc::KubernetesAnywhere),
        idle: f("The cluster's VMs bill whether or not jobs run.", Doc::OnlineEndpoints),
        startup: f("Seconds when nodes have room; your IT operations size the cluster.", Doc::KubernetesAnywhere),
        runs: f(Runs { pipelines: true, distributed: true, realtime: true, batch: true, ..NONE_RUNS }, Doc::KubernetesAnywhere),
        interactive: f(false, Doc::KubernetesAnywhere),
        cloud_only: false,
    },
    Facts {
        target: Target::AttachedVm,
        name: "Attached virtual machine",
        purpose: seed(
            "An Azure VM you already run, attached to the workspace as a compute target.",
            4,
            "Attached compute: Allows you to attach existing compute like Azure virtual machines or Azure Databricks clusters to your workspace.",
        ),
        management: f(Management::SelfManaged, Doc::ComputeTargets),
        gpu: f(true, Doc::ComputeTargets),
        multi_node: f(false, Doc::TrainingTargets),
        scale_to_zero: f(false, Doc::ComputeTargets),
        preemptible: f(Preemptible::No, Doc::ComputeTargets),
        idle: f("Bills as any VM you run, until you stop it.", Doc::ComputeTargets),
        startup: f("None while the VM is running.", Doc::ComputeTargets),
        runs: f(Runs { automl: true, pipelines: true, ..NONE_RUNS }, Doc::TrainingTargets),
        interactive: f(false, Doc::TrainingTargets),
        cloud_only: true,
    },
    Facts {
        target: Target::AttachedDatabricks,
        name: "Attached Azure Databricks",
        purpose: seed(
            "A Databricks workspace you already run, reachable only from SDK v1 pipelines: Spark work for a team already on Databricks.",
            2,
            "If you already use an Azure-based compute environment for data science, such as a virtual machine or an Azure Databricks cluster, you can attach it … for certain types of workload.",
        ),
        management: f(Management::SelfManaged, Doc::TrainingTargets),
        gpu: f(false, Doc::TrainingTargets),
        multi_node: f(true, Doc::TrainingTargets),
        scale_to_zero: f(false, Doc::TrainingTargets),
        preemptible: f(Preemptible::No, Doc::TrainingTargets),
        idle: f("Billed by Databricks as you configured the workspace.", Doc::TrainingTargets),
        startup: f("As your Databricks cluster starts.", Doc::TrainingTargets),
        runs: f(Runs { pipelines: true, spark: true, ..NONE_RUNS }, Doc::TrainingTargets),
        interactive: f(false, Doc::TrainingTargets),
        cloud_only: true,
    },
    Facts {
        target: Target::AttachedSynapse,
        name: "Attached Synapse Spark pool",
        purpose: f(
            "A Synapse Spark pool you already run, with its Hive metastore and linked services.",
            Doc::SparkConcepts,
        ),
        management: f(Management::SelfManaged, Doc::SparkConcepts),
        gpu: f(false, Doc::SparkConcepts),
        multi_node: f(true, Doc::SparkConcepts),
        scale_to_zero: f(false, Doc::SparkConcepts),
        preemptible: f(Preemptible::No, Doc::SparkConcepts),
        idle: f("Billed as your Synapse pool is configured.", Doc::SparkConcepts),
        startup: f("As your Synapse pool starts.", Doc::SparkConcepts),
        runs: f(Runs { spark: true, pipelines: true, ..NONE_RUNS }, Doc::SparkConcepts),
        interactive: f(true, Doc::SparkConcepts),
        cloud_only: true,
    },
    Facts {
        target: Target::ManagedOnlineEndpoint,
        name: "Managed online endpoint",
        purpose: seed(
            "Real-time inference in containers that Azure ML creates and manages for you.",
            4,
            "When you deploy your model to a managed online endpoint, Azure Machine Learning creates and manages containers for you to run your model.",
        ),
        management: f(Management::Managed, Doc::OnlineEndpoints),
        gpu: f(true, Doc::OnlineEndpoints),
        multi_node: f(true, Doc::OnlineEndpoints),
        scale_to_zero: f(false, Doc::Endpoints),
        preemptible: f(Preemptible::No, Doc::Endpoints),
        idle: f("Cannot scale to zero: every running instance bills; autoscale lowers the count when traffic is quiet.", Doc::Endpoints),
        startup: f("Always running; new instances take minutes to add.", Doc::OnlineEndpoints),
        runs: f(Runs { realtime: true, ..NONE_RUNS }, Doc::OnlineEndpoints),
        interactive: f(false, Doc::Endpoints),
        cloud_only: true,
    },
    Facts {
        target: Target::KubernetesOnlineEndpoint,
        name: "Kubernetes online endpoint",
        purpose: seed(
            "Real-time inference on a Kubernetes cluster you attach and manage, in Azure or on-premises.",
            4,
            "Alternatively, you can attach Kubernetes clusters to manage the necessary compute to generate real-time predictions.",
        ),
        management: f(Management::SelfManaged, Doc::OnlineEndpoints),
        gpu: f(true, Doc::KubernetesAnywhere),
        multi_node: f(true, Doc::KubernetesAnywhere),
        scale_to_zero: f(false, Doc::Endpoints),
        preemptible: f(Preemptible::No, Doc::Endpoints),
        idle: f("The cluster's VMs bill whether or not requests arrive.", Doc::OnlineEndpoints),
        startup: f("Always running; capacity is what your cluster has.", Doc::OnlineEndpoints),
        runs: f(Runs { realtime: true, batch: true, ..NONE_RUNS }, Doc::KubernetesAnywhere),
        interactive: f(false, Doc::Endpoints),
        cloud_only: false,
    },
    Facts {
        target: Target::BatchEndpoint,
        name: "Batch endpoint (on a compute cluster)",
        purpose: f(
            "Asynchronous scoring of large data on a compute cluster, whose nodes Azure ML provisions when a job starts and releases when it ends.",
            Doc::BatchEndpoints,
        ),
        management: f(Management::Managed, Doc::BatchEndpoints),
        gpu: f(true, Doc::BatchEndpoints),
        multi_node: f(true, Doc::BatchEndpoints),
        scale_to_zero: f(true, Doc::BatchEndpoints),
        preemptible: f(Preemptible::LowPriority, Doc::BatchEndpoints),
        idle: f("Scales to zero: billed per job for the node-hours used.", Doc::BatchEndpoints),
        startup: f("Minutes per job while nodes are allocated.", Doc::BatchEndpoints),
        runs: f(Runs { batch: true, pipelines: true, ..NONE_RUNS }, Doc::BatchEndpoints),
        interactive: f(false, Doc::Endpoints),
        cloud_only: true,
    },
    Facts {
        target: Target::StandardDeployment,
        name: "Standard deployment (pay per token)",
        purpose: f(
            "A catalog model that Azure runs on a Foundry resource, billed per token: no VMs and no VM quota, but a tokens- and requests-per-minute limit per model.",
            Doc::Endpoints,
        ),
        management: f(Management::Service, Doc::FoundryDeployments),
        gpu: f(false, Doc::Endpoints),
        multi_node: f(false, Doc::Endpoints),
        scale_to_zero: f(true, Doc::Endpoints),
        preemptible: f(Preemptible::No, Doc::DeploymentTypes),
        idle: f("Nothing billed without tokens, but a fine-tuned model's hourly hosting fee.", Doc::FineTuningCost),
        startup: f("None: Azure already runs the model.", Doc::Endpoints),
        runs: f(Runs { realtime: true, batch: true, ..NONE_RUNS }, Doc::DeploymentTypes),
        interactive: f(false, Doc::Endpoints),
        cloud_only: true,
    },
    Facts {
        target: Target::ProvisionedThroughput,
        name: "Provisioned throughput (PTU)",
        purpose: f(
            "Model processing capacity reserved on a Foundry resource in provisioned throughput units (PTUs), billed per PTU-hour whether used or not: for steady high volume and latency that varies little.",
            Doc::ProvisionedThroughput,
        ),
        management: f(Management::Service, Doc::FoundryDeployments),
        gpu: f(false, Doc::ProvisionedThroughput),
        multi_node: f(false, Doc::ProvisionedThroughput),
        scale_to_zero: f(false, Doc::PtuOnboarding),
        preemptible: f(Preemptible::No, Doc::DeploymentTypes),
        idle: f("Every PTU bills every hour it is deployed, used or not.", Doc::PtuOnboarding),
        startup: f("None once deployed; capacity is confirmed only when the deployment is created.", Doc::PtuOnboarding),
        runs: f(Runs { realtime: true, ..NONE_RUNS }, Doc::DeploymentTypes),
        interactive: f(false, Doc::ProvisionedThroughput),
        cloud_only: true,
    },
    Facts {
        target: Target::ServerlessFinetune,
        name: "Serverless fine-tuning",
        purpose: f(
            "Fine-tunes a catalog model on Azure's capacity, per training token (or per hour for reinforcement fine-tuning); the result is then deployed, with an hourly hosting fee.",
            Doc::FineTuning,
        ),
        management: f(Management::ServiceJob, Doc::FineTuning),
        gpu: f(false, Doc::FineTuning),
        multi_node: f(false, Doc::FineTuning),
        scale_to_zero: f(true, Doc::FineTuningCost),
        preemptible: f(Preemptible::No, Doc::FineTuning),
        idle: f("Nothing between jobs, and nothing for time in the queue or failed jobs.", Doc::FineTuningCost),
        startup: f("A queued job; time in the queue is not billed.", Doc::FineTuningCost),
        runs: f(NONE_RUNS, Doc::FineTuning),
        interactive: f(false, Doc::FineTuning),
        cloud_only: true,
    },
    Facts {
        target: Target::BatchDeployment,
        name: "Batch deployment (Global or Data Zone Batch)",
        purpose: f(
            "A catalog model's batch deployment on a Foundry resource: jobs of requests in a file, a 24-hour target turnaround, at half the Global Standard price, with a quota of its own.",
            Doc::DeploymentTypes,
        ),
        management: f(Management::Service, Doc::FoundryDeployments),
        gpu: f(false, Doc::DeploymentTypes),
        multi_node: f(false, Doc::DeploymentTypes),
        scale_to_zero: f(true, Doc::DeploymentTypes),
        preemptible: f(Preemptible::No, Doc::DeploymentTypes),
        idle: f("Nothing billed without tokens.", Doc::DeploymentTypes),
        startup: f("No real-time SLA: a job targets completion within 24 hours but might take longer.", Doc::DeploymentTypes),
        runs: f(Runs { batch: true, ..NONE_RUNS }, Doc::DeploymentTypes),
        interactive: f(false, Doc::DeploymentTypes),
        cloud_only: true,
    },
    Facts {
        target: Target::FlexProcessing,
        name: "Flex processing (preview)",
        purpose: f(
            "Requests to a catalog model's Global Standard deployment sent with service_tier: \"flex\": half the Standard input and output rates, slower answers, no latency or service SLA, the deployment's own quota.",
            Doc::FlexProcessing,
        ),
        management: f(Management::Service, Doc::FoundryDeployments),
        gpu: f(false, Doc::FlexProcessing),
        multi_node: f(false, Doc::FlexProcessing),
        scale_to_zero: f(true, Doc::FlexProcessing),
        preemptible: f(Preemptible::No, Doc::FlexProcessing),
        idle: f("Nothing billed without tokens; a request refused for lack of Flex capacity (HTTP 429) is not billed.", Doc::FlexProcessing),
        startup: f("None: the Global Standard deployment answers, more slowly than at the Standard tier.", Doc::FlexProcessing),
        runs: f(Runs { batch: true, ..NONE_RUNS }, Doc::FlexProcessing),
        interactive: f(false, Doc::FlexProcessing),
        cloud_only: true,
    },
];

/// The instance types serverless Spark accepts (compared in lower case): a VM size of another
/// series runs on the first of them.
pub const SPARK_SIZES: [&str; 5] = [
    "standard_e4s_v3",
    "standard_e8s_v3",
    "standard_e16s_v3",
    "standard_e32s_v3",
    "standard_e64s_v3",
];
/// The runtime version a serverless Spark job asks for: the newest the SDK accepts ("runtime
/// version should be either 3.3 or 3.4"), 3.3 being out of support (azure-ml-create.md).
pub const SPARK_RUNTIME: &str = "3.4";

/// The serverless Spark size a VM size runs as: itself where Spark accepts it, else the first.
pub fn spark_size(vm: &str) -> &'static str {
    SPARK_SIZES
        .into_iter()
        .find(|s| s.eq_ignore_ascii_case(vm))
        .unwrap_or(SPARK_SIZES[0])
}

/// A target Azure ML still documents but new work should not start on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Legacy {
    pub name: &'static str,
    pub why: &'static str,
    pub instead: Target,
    pub source: Source,
}

pub const LEGACY: [Legacy; 2] = [
    Legacy {
        name: "Azure Container Instances",
        why: "Legacy, not for new work: SDK/CLI v1 only, for dev/test CPU workloads under 48 GB of RAM and models under 1 GB.",
        instead: Target::ManagedOnlineEndpoint,
        source: Source::Doc(Doc::ComputeTargetsV1),
    },
    Legacy {
        name: "Inference clusters (AKS, v1)",
        why: "Legacy, not for new work: the v1 way to deploy to AKS. Attach the cluster as Kubernetes compute and use a Kubernetes online endpoint.",
        instead: Target::KubernetesOnlineEndpoint,
        source: Source::seed(2, "…there's another type of compute named inference clusters. This kind of compute represents an Azure Kubernetes Service cluster and can only be used to deploy trained models as inferencing services."),
    },
];

impl Target {
    pub const ALL: [Target; 17] = [
        Target::Local,
        Target::ComputeInstance,
        Target::ComputeCluster,
        Target::Serverless,
        Target::ServerlessSpark,
        Target::Kubernetes,
        Target::AttachedVm,
        Target::AttachedDatabricks,
        Target::AttachedSynapse,
        Target::ManagedOnlineEndpoint,
        Target::KubernetesOnlineEndpoint,
        Target::BatchEndpoint,
        Target::StandardDeployment,
        Target::ProvisionedThroughput,
        Target::ServerlessFinetune,
        Target::BatchDeployment,
        Target::FlexProcessing,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Target::Local => "local",
            Target::ComputeInstance => "compute-instance",
            Target::ComputeCluster => "compute-cluster",
            Target::Serverless => "serverless",
            Target::ServerlessSpark => "serverless-spark",
            Target::Kubernetes => "kubernetes",
            Target::AttachedVm => "attached-vm",
            Target::AttachedDatabricks => "attached-databricks",
            Target::AttachedSynapse => "attached-synapse",
            Target::ManagedOnlineEndpoint => "managed-online-endpoint",
            Target::KubernetesOnlineEndpoint => "kubernetes-online-endpoint",
            Target::BatchEndpoint => "batch-endpoint",
            Target::StandardDeployment => "standard-deployment",
            Target::ProvisionedThroughput => "provisioned-throughput",
            Target::ServerlessFinetune => "serverless-finetune",
            Target::BatchDeployment => "batch-deployment",
            Target::FlexProcessing => "flex-processing",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.slug() == slug)
    }

    pub fn facts(self) -> &'static Facts {
        &CATALOG[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// A deployment or job on a Foundry resource, priced per token or per PTU rather than per VM.
    pub fn is_foundry(self) -> bool {
        matches!(
            self,
            Target::StandardDeployment
                | Target::ProvisionedThroughput
                | Target::ServerlessFinetune
                | Target::BatchDeployment
                | Target::FlexProcessing
        )
    }

    pub fn is_online_endpoint(self) -> bool {
        matches!(
            self,
            Target::ManagedOnlineEndpoint | Target::KubernetesOnlineEndpoint
        )
    }

    /// Whether cheaper interruptible capacity (low priority or Spot) may ever be advised here.
    pub fn allows_preemptible(self) -> bool {
        self.facts().preemptible.value != Preemptible::No
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_enum_order_with_unique_slugs() {
        for (i, t) in Target::ALL.into_iter().enumerate() {
            assert_eq!(CATALOG[i].target, t, "row {i}");
            assert_eq!(Target::from_slug(t.slug()), Some(t));
        }
    }

    #[test]
    fn documented_constraints_hold_in_the_table() {
        // Low-priority VMs are not available for compute instances; online endpoints cannot use them.
        assert!(!Target::ComputeInstance.allows_preemptible());
        assert!(!Target::ManagedOnlineEndpoint.allows_preemptible());
        assert!(!Target::KubernetesOnlineEndpoint.allows_preemptible());
        // Online endpoints cannot scale to zero; clusters with minimum nodes 0 can.
        assert!(!Target::ManagedOnlineEndpoint.facts().scale_to_zero.value);
        assert!(Target::ComputeCluster.facts().scale_to_zero.value);
        // AutoML does not run on Kubernetes; Databricks runs pipelines, not AutoML jobs.
        assert!(!Target::Kubernetes.facts().runs.value.automl);
        assert!(!Target::AttachedDatabricks.facts().runs.value.automl);
        // Only local and Kubernetes (Arc) can stay on-premises.
        let onprem: Vec<_> = Target::ALL
            .into_iter()
            .filter(|t| !t.facts().cloud_only)
            .collect();
        assert_eq!(
            onprem,
            [
                Target::Local,
                Target::Kubernetes,
                Target::KubernetesOnlineEndpoint
            ]
        );
    }

    #[test]
    fn legacy_targets_point_to_a_current_one() {
        for l in LEGACY {
            assert!(l.why.starts_with("Legacy, not for new work"));
            assert!(l.instead.is_online_endpoint());
        }
    }
}
