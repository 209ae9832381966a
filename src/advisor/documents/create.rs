//! What "create it" means for each target, as ready-to-run snippets for the Azure CLI (the ml
//! extension v2, or `az cognitiveservices` for a Foundry resource), YAML files for `--file`, and
//! Python (the SDK v2, `azure-ai-ml`; the Cognitive Services management SDK or OpenAI's client
//! for a Foundry resource).
//!
//! Every value comes from the usage profile ([`Input`]), every field and command from
//! `shared/reference/azure-ml-create.md`; what that reference could not verify is said in a
//! [`Caveat`] next to the snippet. Snippets are filled in from one table of templates ([`Spec`])
//! because this module is compiled into the page, whose size is budgeted. The Spark templates ask
//! for runtime 3.4: 3.3 is out of support since 31 March 2025.

use crate::advisor::answers::{Location, Residency, Situation};
use crate::advisor::bill::cost::CostReport;
use crate::advisor::bill::route::Routes;
use crate::advisor::bill::tokens;
use crate::advisor::bill::usage::{quota_instances, Priority, Usage};
use crate::advisor::bill::vm::SCALE_DOWN_SECONDS;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::prices;
use crate::advisor::link::share::Tool;
use crate::advisor::models::delay;
use crate::advisor::models::deployment::Deployment;
use crate::advisor::models::finetuned;
use crate::advisor::models::ftjourney::{self, Method};
use crate::advisor::models::Seller;
use crate::advisor::models::{self, Llm};
use crate::advisor::requirements::network::{self, Lockdown};
use crate::advisor::requirements::residency::Train;

const LEARN: &str = "https://learn.microsoft.com/azure/machine-learning/";
const SCHEMA: &str = "https://azuremlschemas.azureedge.net/latest/";
/// Name of the deployment the online endpoint templates make, as in Microsoft's examples.
const ONLINE_DEPLOYMENT: &str = "blue";

/// The values a snippet needs, taken from a resolved [`Usage`]. Kept small so that the cost
/// model can change without touching the snippets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input {
    /// ARM VM size, e.g. `Standard_DS3_v2`.
    pub vm: &'static str,
    pub vcpus: u16,
    /// Memory of the size, in tenths of a GiB.
    pub memory_gib_tenths: u32,
    /// GPUs per node.
    pub gpus: u8,
    /// The Azure region the prices are for.
    pub region: &'static str,
    /// Maximum nodes of a cluster, nodes of a job.
    pub nodes: u16,
    /// The always-on nodes a Kubernetes cluster is priced with (its route's).
    pub kubernetes_nodes: u16,
    pub min_nodes: u16,
    pub priority: Priority,
    /// Compute instance idle shutdown in minutes; 0 is off.
    pub idle_minutes: u16,
    /// Online deployment instances at peak, and outside peak hours (autoscaled down).
    pub instances: u16,
    pub min_instances: u16,
    /// Compute cluster idle time before scale-down, in seconds.
    pub scale_down_seconds: u32,
    /// The catalog model, for its deployments and fine-tuning, and whether it is served
    /// fine-tuned.
    pub llm: Option<Llm>,
    pub finetuned: bool,
    /// The standard deployment type, and its capacity in thousands of tokens a minute (the peak,
    /// within the default quota), and whether the peak is above that quota.
    pub deployment: Deployment,
    pub capacity: u32,
    pub over_quota: bool,
    /// The provisioned type and the PTUs the traffic needs (0: no sizing).
    pub ptu: Deployment,
    pub ptus: u32,
    /// Where the Foundry resource of a standard and of a provisioned deployment is created, and
    /// whether that is because the type limits a fine-tuned model to some regions.
    pub location: &'static str,
    pub ptu_location: &'static str,
    pub limited: bool,
    pub ptu_limited: bool,
    /// The batch type a batch deployment is created as.
    pub batch: Deployment,
    /// A fine-tuning job's `trainingType` (empty for a hub's serverless fine-tuning).
    pub training: &'static str,
    /// Where that training type trains.
    pub trains: Train,
    /// Epochs of a fine-tuning job.
    pub epochs: u8,
    /// The method a fine-tuning job trains with (the one its bill prices).
    pub method: Option<Method>,
    /// Instances' worth of quota an online deployment of `instances` needs.
    pub quota: u32,
    /// The VM size has a price in the region.
    pub priced: bool,
    /// On your own hardware (`where=onprem`): a Kubernetes cluster there has no Azure list price.
    pub onprem: bool,
    /// A Kubernetes cluster the team already runs (`vm::already_runs`, which the bill reads
    /// too): its own bill, not estimated, so the commands say so rather than a price.
    pub owned: bool,
    /// Where data may be processed: the batch type and the training type follow it.
    pub residency: Residency,
    /// The organisation's requirements (`network.rs`): a private network (no public IP, the
    /// workspace's managed network, endpoints without public access), customer-managed keys.
    pub private: bool,
    pub cmk: bool,
    /// How many people work this way: a compute instance is single-user, one each.
    pub people: u16,
    /// The size a serverless Spark job runs on, and its runtime version.
    pub spark: &'static str,
    pub runtime: &'static str,
    /// A fine-tuning's commands deploy the model they make; a deployment's create its Foundry
    /// resource. In a plan where one workload fine-tunes a model and another serves it, the
    /// serving one deploys it, on the resource the training created.
    pub deploys_tuned: bool,
    pub new_account: bool,
    /// The workspace's network and key, set before the target's commands, and its private
    /// endpoint with public access off, after them (`network::setup_steps`,
    /// `network::lockdown`). A plan's workloads
    /// share one workspace: it is set up once, before the first that needs it, and closed once,
    /// after the last.
    pub workspace_setup: bool,
    pub workspace_lockdown: bool,
}

impl Input {
    /// The values of a usage with no cost report at hand (`advise --snippets`, the tests): its
    /// routes worked out here, by the one rule the report's are.
    pub fn from_usage(u: &Usage) -> Input {
        Input::from_routes(u, &Routes::of(u))
    }

    /// The values of a usage, each option created as its route says, as its bill priced it.
    pub fn from_routes(u: &Usage, routes: &Routes) -> Input {
        let [standard, provisioned, batch, tuning, spark] = [
            Target::StandardDeployment,
            Target::ProvisionedThroughput,
            Target::BatchDeployment,
            Target::ServerlessFinetune,
            Target::ServerlessSpark,
        ]
        .map(|t| routes.get(t));
        let peak = tokens::peak(u, routes);
        Input {
            vm: u.vm.name,
            vcpus: u.vm.vcpus,
            memory_gib_tenths: u.vm.memory_gib_tenths,
            gpus: u.vm.gpus,
            region: u.region_name(),
            nodes: u.nodes,
            kubernetes_nodes: routes.get(Target::Kubernetes).nodes,
            min_nodes: u.min_nodes,
            priority: u.priority,
            idle_minutes: u.idle_minutes,
            instances: u.instances,
            min_instances: u.min_instances,
            scale_down_seconds: SCALE_DOWN_SECONDS as u32,
            llm: u.llm,
            finetuned: u.finetuned,
            deployment: standard.deployment.unwrap_or(Deployment::GlobalStandard),
            capacity: peak.as_ref().map_or(1, |c| c.capacity),
            over_quota: peak.is_some_and(|c| c.over),
            ptu: provisioned
                .deployment
                .unwrap_or(Deployment::GlobalProvisioned),
            ptus: provisioned.ptus(),
            location: standard.region,
            ptu_location: provisioned.region,
            limited: standard.limited.is_some(),
            ptu_limited: provisioned.limited.is_some(),
            batch: batch.deployment.unwrap_or(Deployment::GlobalBatch),
            training: tuning.training.unwrap_or(""),
            trains: tuning.trains.unwrap_or(Train::Global),
            quota: quota_instances(u.vm.name, u.instances).0,
            epochs: u.training.epochs,
            method: u.llm.and_then(ftjourney::method),
            priced: u.vm.rate(u.region).is_some(),
            onprem: false,
            owned: false,
            residency: u.residency,
            private: u.network == crate::advisor::answers::Network::Private,
            cmk: u.cmk == crate::advisor::answers::Cmk::Required,
            people: u.job_people(),
            spark: spark.vm.unwrap_or_default(),
            runtime: spark.runtime.unwrap_or_default(),
            deploys_tuned: true,
            new_account: true,
            workspace_setup: true,
            workspace_lockdown: true,
        }
    }

    /// The values of an answer's costs in its situation, each option as the report priced it:
    /// where the work must stay on-premises, a Kubernetes cluster is your own hardware, which
    /// no Azure price covers.
    pub fn of(costs: &CostReport, s: &Situation) -> Input {
        Input::from_routes(&costs.usage, &costs.routes).at(s)
    }

    /// These values in situation `s`.
    fn at(self, s: &Situation) -> Input {
        Input {
            onprem: s.location == Location::Onprem,
            owned: crate::advisor::bill::vm::already_runs(Target::Kubernetes, s),
            ..self
        }
    }

    fn low(&self) -> bool {
        self.priority == Priority::Spot
    }

    /// The Kubernetes instance type this size's work asks for.
    pub fn instance_type(&self) -> InstanceType {
        InstanceType::of(self.vcpus, self.memory_gib_tenths, self.gpus)
    }
}

/// A Kubernetes instance type (the Azure ML extension's `InstanceType` resource) that asks for
/// one node of the size priced, so that each job instance or deployment instance gets the node
/// the price assumes: without one, work gets `defaultinstancetype`, 0.1 CPU and 2 GB with no GPU.
/// A pod cannot have a whole node: Kubernetes and the node's system pods keep some of it, by an
/// amount the sources read do not give, so the rule here is an assumption, said as one in the
/// snippets: 1 vCPU plus 1 in 16, and 2 GiB plus 10% of memory, each at most half the node; memory
/// rounded down to whole GiB. Requests equal limits (the reference requires both; GPUs go in limits
/// only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstanceType {
    pub name: String,
    pub cpu_millis: u32,
    pub memory_mib: u32,
    pub gpus: u8,
}

impl InstanceType {
    pub fn of(vcpus: u16, memory_gib_tenths: u32, gpus: u8) -> InstanceType {
        let cpu = u32::from(vcpus) * 1000;
        let cpu_millis = cpu - (1000 + u32::from(vcpus / 16) * 1000).min(cpu / 2);
        let memory = memory_gib_tenths * 1024 / 10;
        let left = memory - (2048 + memory.div_ceil(10)).min(memory / 2);
        let memory_mib = if left >= 1024 {
            left / 1024 * 1024
        } else {
            left
        };
        let mut t = InstanceType {
            name: String::new(),
            cpu_millis,
            memory_mib,
            gpus,
        };
        t.name = format!("cpu{}-mem{}", t.cpu(), t.memory().to_ascii_lowercase());
        if gpus > 0 {
            t.name += &format!("-gpu{gpus}");
        }
        t
    }

    /// Kubernetes quantities: "89" cores or "500m"; "790Gi" or "512Mi".
    pub fn cpu(&self) -> String {
        match self.cpu_millis % 1000 {
            0 => (self.cpu_millis / 1000).to_string(),
            _ => format!("{}m", self.cpu_millis),
        }
    }

    pub fn memory(&self) -> String {
        match self.memory_mib % 1024 {
            0 => format!("{}Gi", self.memory_mib / 1024),
            _ => format!("{}Mi", self.memory_mib),
        }
    }
}

/// The names the person chooses once. Subscription, resource group and workspace default to
/// `<placeholders>` they must replace; compute and endpoint names default to valid names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    pub subscription: String,
    pub resource_group: String,
    pub workspace: String,
    /// The compute to create or attach (cluster of a batch deployment, Kubernetes compute of a
    /// Kubernetes endpoint); empty where the target has none.
    pub compute: String,
    /// The endpoint name for online and batch endpoints; empty otherwise.
    pub endpoint: String,
}

impl Names {
    /// Placeholders for what only the person knows, and a suggested name for the rest.
    pub fn for_target(t: Target) -> Names {
        let (compute, endpoint) = uses(t);
        let compute = match t {
            _ if !compute => "",
            _ if t.is_foundry() => "my-foundry",
            Target::ComputeInstance => "dev-instance",
            Target::BatchEndpoint => "batch-cluster",
            Target::Kubernetes | Target::KubernetesOnlineEndpoint => "k8s-compute",
            Target::AttachedVm => "vm-compute",
            Target::AttachedSynapse => "synapse-pool",
            _ => "train-cluster",
        };
        Names {
            subscription: "<subscription-id>".into(),
            resource_group: "<resource-group>".into(),
            workspace: "<workspace>".into(),
            compute: compute.into(),
            endpoint: match t {
                _ if !endpoint => "",
                _ if t.is_foundry() => "chat",
                _ => "my-endpoint",
            }
            .into(),
        }
    }
}

/// Whether a target's snippets use (a compute name, an endpoint name).
pub fn uses(t: Target) -> (bool, bool) {
    use Target::*;
    match t {
        ComputeInstance | ComputeCluster | Kubernetes | AttachedVm | AttachedSynapse => {
            (true, false)
        }
        ManagedOnlineEndpoint => (false, true),
        // A Foundry resource and a deployment on it.
        StandardDeployment | ProvisionedThroughput | ServerlessFinetune => (true, true),
        BatchDeployment | FlexProcessing => (true, true),
        KubernetesOnlineEndpoint | BatchEndpoint => (true, true),
        Local | Serverless | ServerlessSpark | AttachedDatabricks => (false, false),
    }
}

/// Which name a [`NameIssue`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameField {
    Subscription,
    ResourceGroup,
    Workspace,
    Compute,
    Endpoint,
}

impl NameField {
    pub const ALL: [NameField; 5] = [
        NameField::Subscription,
        NameField::ResourceGroup,
        NameField::Workspace,
        NameField::Compute,
        NameField::Endpoint,
    ];

    /// What the field is called on the page, for the snippets of `t`: on a Foundry resource,
    /// the compute is the resource and the endpoint is a deployment.
    pub fn label(self, t: Target) -> &'static str {
        match self {
            NameField::Compute if t.is_foundry() => "Foundry resource",
            NameField::Endpoint if t.is_foundry() => "Deployment name",
            _ => [
                "Subscription id",
                "Resource group",
                "Workspace",
                "Compute name",
                "Endpoint name",
            ][self as usize],
        }
    }

    /// Why `v` cannot be this name for `t`, if it cannot. Subscription, resource group and
    /// workspace take any text: their rules are not in the reference, and the snippets quote them
    /// safely.
    pub fn problem(self, v: &str, t: Target) -> Option<&'static str> {
        match self {
            NameField::Compute | NameField::Endpoint if t.is_foundry() => foundry_name_problem(v),
            NameField::Compute => compute_name_problem(v),
            NameField::Endpoint => endpoint_name_problem(v),
            _ => None,
        }
    }

    /// Whether the snippets of `t` use this name. A Foundry resource lives in a resource group,
    /// not a workspace (the hub-based routes of Phi models aside, which still name one).
    pub fn used_by(self, t: Target) -> bool {
        let (compute, endpoint) = uses(t);
        match self {
            NameField::Compute => compute,
            NameField::Endpoint => endpoint,
            NameField::Workspace => !matches!(
                t,
                Target::Local
                    | Target::AttachedDatabricks
                    | Target::StandardDeployment
                    | Target::ProvisionedThroughput
                    | Target::BatchDeployment
                    | Target::FlexProcessing
            ),
            _ => !matches!(t, Target::Local | Target::AttachedDatabricks),
        }
    }
}

impl Names {
    /// The names for `t`: the person's own (`edits`, by [`NameField`]; empty where they gave
    /// none), else the suggested ones. Names given once serve every target.
    pub fn edited(t: Target, edits: &[String; 5]) -> Names {
        let mut n = Names::for_target(t);
        let fields = [
            &mut n.subscription,
            &mut n.resource_group,
            &mut n.workspace,
            &mut n.compute,
            &mut n.endpoint,
        ];
        for (field, (edit, used)) in fields
            .into_iter()
            .zip(edits.iter().zip(NameField::ALL.map(|f| f.used_by(t))))
        {
            if used && !edit.is_empty() {
                field.clone_from(edit);
            }
        }
        n
    }

    pub fn get(&self, f: NameField) -> &str {
        [
            &self.subscription,
            &self.resource_group,
            &self.workspace,
            &self.compute,
            &self.endpoint,
        ][f as usize]
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameIssue {
    pub field: NameField,
    pub text: &'static str,
}

/// `<like-this>`: a value the person still has to fill in.
pub fn is_placeholder(v: &str) -> bool {
    v.starts_with('<') && v.ends_with('>')
}

/// Compute instance and cluster names: 3 to 24 letters, digits and `-`, starting with a letter,
/// every `-` followed later by a letter (how-to-create-compute-instance). The same rule is assumed
/// for attached computes, whose rules are not documented.
pub fn compute_name_problem(v: &str) -> Option<&'static str> {
    let b = v.as_bytes();
    if !(3..=24).contains(&b.len()) {
        return Some("A compute name has 3 to 24 characters.");
    }
    if !b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-') {
        return Some("A compute name has only letters, digits and -.");
    }
    if !b[0].is_ascii_alphabetic() {
        return Some("A compute name starts with a letter.");
    }
    let last_dash = b.iter().rposition(|c| *c == b'-');
    if last_dash.is_some_and(|i| !b[i..].iter().any(u8::is_ascii_alphabetic)) {
        return Some("In a compute name, a - must be followed by a letter somewhere after it.");
    }
    None
}

/// Endpoint and deployment names: 3 to 32 letters, digits and single dashes, starting with a
/// letter and ending with a letter or digit (how-to-manage-quotas; the SDK's check).
pub fn endpoint_name_problem(v: &str) -> Option<&'static str> {
    let b = v.as_bytes();
    if !(3..=32).contains(&b.len()) {
        return Some("An endpoint name has 3 to 32 characters.");
    }
    // `windows` rather than `contains("--")`: no substring search in the page.
    if !b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
        || b.windows(2).any(|w| w == b"--")
    {
        return Some("An endpoint name has only letters, digits and single dashes.");
    }
    if !b[0].is_ascii_alphabetic() || !b[b.len() - 1].is_ascii_alphanumeric() {
        return Some("An endpoint name starts with a letter and ends with a letter or digit.");
    }
    None
}

/// Foundry resource and deployment names: 2 to 64 letters, digits and dashes, starting with a
/// letter or digit (the rule the snippets assume; the resource's name is also its custom domain,
/// which must be unique in Azure).
pub fn foundry_name_problem(v: &str) -> Option<&'static str> {
    let b = v.as_bytes();
    if !(2..=64).contains(&b.len())
        || !b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
        || !b[0].is_ascii_alphanumeric()
    {
        return Some("A Foundry name has 2 to 64 letters, digits and dashes, and starts with a letter or digit.");
    }
    None
}

/// What is wrong or still to fill in the names a target's snippets use. Subscription, resource
/// group and workspace are only checked for being filled: their rules are not in the reference,
/// and the snippets quote them safely whatever they hold.
pub fn check_names(t: Target, n: &Names) -> Vec<NameIssue> {
    let mut out = Vec::new();
    if matches!(t, Target::Local | Target::AttachedDatabricks) {
        return out;
    }
    let (compute, endpoint) = uses(t);
    let subscription = [(NameField::Subscription, &n.subscription)];
    let fields = [
        (NameField::ResourceGroup, &n.resource_group),
        (NameField::Workspace, &n.workspace),
    ];
    for (field, v) in subscription.into_iter().chain(fields) {
        if !field.used_by(t) {
            continue;
        }
        if v.trim().is_empty() {
            out.push(NameIssue {
                field,
                text: "Required.",
            });
        } else if is_placeholder(v) {
            out.push(NameIssue {
                field,
                text: "Replace the placeholder with your own.",
            });
        }
    }
    if compute {
        if let Some(text) = NameField::Compute.problem(&n.compute, t) {
            out.push(NameIssue {
                field: NameField::Compute,
                text,
            });
        }
    }
    if endpoint {
        if let Some(text) = NameField::Endpoint.problem(&n.endpoint, t) {
            out.push(NameIssue {
                field: NameField::Endpoint,
                text,
            });
        } else if t == Target::KubernetesOnlineEndpoint
            && !(6..=62).contains(&(n.endpoint.len() + ONLINE_DEPLOYMENT.len()))
        {
            out.push(NameIssue {
                field: NameField::Endpoint,
                text: "On Kubernetes, endpoint and deployment names total 6 to 62 characters.",
            });
        }
    }
    out
}

/// A warning or an admission next to a snippet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caveat {
    pub text: String,
    /// The reference could not confirm this; the snippet says so rather than guess.
    pub unverified: bool,
}

/// One piece of code to copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snippet {
    pub tool: Tool,
    /// The file name a YAML snippet is written to (and that the CLI snippet reads).
    pub file: Option<&'static str>,
    pub code: String,
    /// The documentation page the snippet follows.
    pub url: String,
}

/// What creating a target takes, for every tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub target: Target,
    /// What "create" means for this target, as a sentence.
    pub summary: String,
    /// Caveats for every tool.
    pub notes: Vec<Caveat>,
    /// Empty when there is nothing to create.
    pub snippets: Vec<Snippet>,
    /// The page the plan follows (also when there is nothing to create).
    pub url: String,
    /// Which names its snippets use, by [`NameField`].
    pub names: [bool; 5],
}

impl Plan {
    pub fn for_tool(&self, tool: Tool) -> impl Iterator<Item = &Snippet> + '_ {
        self.snippets.iter().filter(move |s| s.tool == tool)
    }

    /// The snippets of one tool as one text, with the summary, caveats and pages as `#` comments,
    /// so that the whole text is still valid shell, YAML or Python.
    pub fn text(&self, tool: Tool) -> String {
        let mut out = format!("# {}\n# {}\n", self.target.name(), self.summary);
        let comment = |out: &mut String, c: &Caveat| {
            let tag = if c.unverified { "Unverified: " } else { "" };
            out.push_str(&format!("# {tag}{}\n", c.text));
        };
        self.notes.iter().for_each(|c| comment(&mut out, c));
        let mut any = false;
        for s in self.for_tool(tool) {
            any = true;
            out.push('\n');
            if let Some(f) = s.file {
                out.push_str(&format!("# file: {f}\n"));
            }
            out.push_str(&format!("# {}\n{}", s.url, s.code));
        }
        if !any {
            out.push_str(&format!("# {}\n", self.url));
        }
        out
    }
}

/// A word for the shell: as it is when safe, else single-quoted.
fn sh(v: &str) -> String {
    // `matches!` rather than `"…".contains(c)`, whose path for other characters would bring a
    // substring search into the page.
    let safe = |c: char| {
        c.is_ascii_alphanumeric()
            || matches!(c, '_' | '.' | '/' | ':' | '@' | '%' | '+' | '=' | ',' | '-')
    };
    if !v.is_empty() && v.chars().all(safe) {
        v.into()
    } else {
        let mut out = String::from('\'');
        for c in v.chars() {
            match c {
                '\'' => out.push_str(r"'\''"),
                _ => out.push(c),
            }
        }
        out.push('\'');
        out
    }
}

/// A YAML scalar: plain when unambiguous, else double-quoted.
fn yq(v: &str) -> String {
    let plain = v.starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '.')
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | ':' | '-'))
        && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"]
            .iter()
            .any(|w| w.eq_ignore_ascii_case(v));
    if plain {
        v.into()
    } else {
        py(v)
    }
}

/// A double-quoted string for Python (and YAML, whose double-quoted escapes agree for these).
fn py(v: &str) -> String {
    let mut s = String::from('"');
    for c in v.chars().filter(|c| !c.is_control()) {
        if c == '"' || c == '\\' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('"');
    s
}

/// What the price of an autoscaled managed deployment assumes, and what creates it.
macro_rules! autoscale_note {
    () => {
        "{?A:Autoscale, as priced: {k} instances at peak traffic and {h} the rest of the week. The deployment starts at {k}; an Azure Monitor autoscale setting on it keeps it between {h} and {k} (the CLI snippet creates it; from YAML or Python, run those az monitor commands after the deployment, or set it in the portal). It needs the role action microsoft.insights/autoscalesettings/write.\n~The autoscale commands and the CPU thresholds (out above 70%, in below 25%, averaged over 5 minutes) follow Microsoft's how-to-autoscale-endpoints example, not the sources this page's create reference verified; check them there. Scaling by CPU follows the load, not the clock, so the bill follows it too.\n}"
    };
}
/// A Kubernetes deployment priced as autoscaled (`U`): its own scale settings, the fields the
/// Kubernetes online deployment YAML reference lists, keep it between the two counts priced; the
/// Python sets the same through `TargetUtilizationScaleSettings` (exported by
/// `azure.ai.ml.entities`, and taken by `KubernetesOnlineDeployment` without `instance_count`, in
/// the azure-ai-ml sources and tests of Azure/azure-sdk-for-python).
macro_rules! k8s_autoscale_note {
    () => {
        "{?U:Autoscale{!W:, as priced}: {k} instances at peak traffic and {h} the rest of the week. deployment.yml's scale_settings (type target_utilization, min_instances {h}, max_instances {k}) keeps the deployment between them, and the Python sets the same with TargetUtilizationScaleSettings, so every tool creates {?W:that autoscaling}{!W:the autoscaling priced}. Scaling follows CPU use (target 70% by default), not the clock{!W:, so the bill follows the load}.\n{!W:~The nodes' bill falls with the instances only where the cluster's node pool scales down too (a cluster autoscaler, set in AKS or Arc, not in Azure ML).\n}}"
    };
}
/// The Azure Monitor autoscale setting of a managed deployment priced as autoscaled: it starts at
/// the peak count and scales between the two counts the price assumes.
macro_rules! autoscale_cli {
    () => {
        "{?A:# Autoscale between {h} and {k} instances (Azure Monitor)\nDEPLOYMENT_ID=$(az ml online-deployment show -e {e} -n blue \\\n  -g {g} -w {w} -o tsv --query id)\naz monitor autoscale create -g {g} -n {e}-autoscale \\\n  --resource \"$DEPLOYMENT_ID\" \\\n  --min-count {h} --max-count {k} --count {k}\naz monitor autoscale rule create -g {g} --autoscale-name {e}-autoscale \\\n  --condition \"CpuUtilizationPercentage > 70 avg 5m\" --scale out 1\naz monitor autoscale rule create -g {g} --autoscale-name {e}-autoscale \\\n  --condition \"CpuUtilizationPercentage < 25 avg 5m\" --scale in 1\n}"
    };
}
macro_rules! region_note {
    () => {
        "{?P:Priced for {r}: create it there, or price your workspace's region.\n}{!P:{v} has no price in {r} in the price data, so its cost is not estimated: create it in a region that prices it, or choose a size priced in {r}.\n}"
    };
}
macro_rules! name_rules_note {
    () => {
        "~name rules for attached computes; the compute instance rule (3 to 24 characters) is assumed.\n"
    };
}
macro_rules! artifacts_note {
    () => {
        "Replace ./model/, ./code/ and the environment with your own.\n"
    };
}
/// Model, scoring code and environment of a deployment: the person's own files, laid out as in
/// Microsoft's examples.
macro_rules! artifacts_yaml {
    ($script:literal) => {
        concat!(
            "model:\n  path: ./model/\ncode_configuration:\n  code: ./code/\n  scoring_script: ",
            $script,
            "\nenvironment:\n  conda_file: ./environment/conda.yaml\n  image: {b}\n"
        )
    };
}
macro_rules! artifacts_py {
    ($script:literal) => {
        concat!("    model=Model(path=\"./model/\"),\n    code_configuration=CodeConfiguration(code=\"./code/\", scoring_script=\"", $script, "\"),\n    environment=Environment(conda_file=\"./environment/conda.yaml\", image={b}),\n")
    };
}
/// The tier line of a cluster whose nodes may be Spot VMs.
macro_rules! spot_note {
    () => {
        "{?L:tier low_priority is the Spot tier: low-priority VMs retired on 31 March 2026; these are Spot VMs at the varying Spot rate, which can approach pay-as-you-go; evicted nodes bill too, so checkpoint jobs.\n}"
    };
}
macro_rules! cluster_yaml {
    () => {
        "name: {c}\ntype: amlcompute\nsize: {v}\nmin_instances: {m}\nmax_instances: {n}\nidle_time_before_scale_down: {d}\ntier: {t}\n{?private:enable_node_public_ip: false\n}"
    };
}
macro_rules! cluster_cli {
    () => {
        "az ml compute create --name {c} --type amlcompute \\\n  --size {v} --min-instances {m} --max-instances {n} \\\n  --idle-time-before-scale-down {d} --tier {t} \\\n  {?private:--enable-node-public-ip false \\\n  }-g {g} -w {w}\n"
    };
}
macro_rules! cluster_py {
    () => {
        "cluster = AmlCompute(\n    name={c},\n    size={v},\n    min_instances={m},\n    max_instances={n},\n    idle_time_before_scale_down={d},\n    tier={t},\n{?private:    enable_node_public_ip=False,\n})\nml_client.begin_create_or_update(cluster).result()\n"
    };
}

/// A job's command and environment: your PyTorch training on a curated CUDA environment where
/// the size has GPUs, else Microsoft's hello-world example.
macro_rules! job_yaml {
    () => {
        "{?G:code: ./src\ncommand: python train.py\nenvironment: azureml:AzureML-acpt-pytorch-2.8-cuda12.6@latest\n}{!G:command: echo \"hello world\"\nenvironment:\n  image: library/python:latest\n}"
    };
}
macro_rules! job_py {
    () => {
        "job = command(\n{?G:    code=\"./src\",\n    command=\"python train.py\",\n    environment=\"azureml:AzureML-acpt-pytorch-2.8-cuda12.6@latest\",\n}{!G:    command='echo \"hello world\"',\n    environment=Environment(image=\"library/python:latest\"),\n}"
    };
}
macro_rules! job_notes {
    () => {
        concat!(
            "{?G:Replace ./src and train.py with your training code; AzureML-acpt-pytorch-2.8-cuda12.6 is a curated PyTorch environment with CUDA for GPU jobs.\n}",
            "{!G:Replace the command and environment with your own.\n}",
            "{?M:distribution starts one PyTorch process per GPU ({o} a node); without it, one per node.\n}"
        )
    };
}
/// The larger shared memory a job on several GPUs gets, and why.
macro_rules! shm_note {
    () => {
        "{?M:~shm_size 16g is common practice for PyTorch data loaders on several GPUs; Microsoft gives no figure (default 2g).\n}"
    };
}

/// What creating one target takes, as templates. A template is text with holes that
/// [`Fill::fill`] fills: `{x}` is value `x` (lower case: the compute name `c`, endpoint `e`,
/// resource group `g`, workspace `w`, subscription `s`, VM size `v`, region `r`, resource id `x`,
/// `a` the compute as `azureml:` reference, tier `t`, job tier `j`, Spark size `p`, catalog model
/// name `l` and id `y`; numbers: nodes `n`, minimum nodes `m`, scale-down seconds `d`, idle
/// minutes `i`, instances `k` (at peak) and `h` (off-peak), quota `q` and its vCPUs `u`, GPUs per node `o`; the deployment
/// image `b`), quoted for the language it lands in; `{0}` to `{9}` write YAML file N with a
/// heredoc; `{?X:…}` keeps its text when flag `X` holds and `{!X:…}` when it does not (`L` Spot,
/// `I` idle shutdown on, `K` Kubernetes, `F` fewer than 3 instances, `G` the VM has GPUs, `M` a
/// job on several GPUs, `S` the size skips the 20% quota reservation, `P` a partner model sold
/// through the Marketplace, `O` a closed Azure OpenAI model, `R` the model's registry is known,
/// `A` and `U` a managed and a Kubernetes deployment priced as autoscaled, `W` on your own
/// hardware (`where=onprem`), `Z` the VM size is
/// not a serverless Spark size). Foundation-model values and flags have names, and so do the
/// instance type of a Kubernetes node (`{:itype}`, its `{:icpu}` and `{:imem}`), the
/// workspace file and the private network's last steps as comments (`{:wsfile}`, `{:pe}`):
/// `{:name}` is a named value, `{?name:…}` a named flag ([`Fill::named`], [`Fill::named_flag`]).
/// Any other brace is text. A `python` that starts with `# pip` is the whole program (another
/// SDK than azure-ai-ml). A page starting with `../` is under learn.microsoft.com/azure/. One
/// table of templates and one small function cost the page far less than code that assembles
/// each snippet.
struct Spec {
    summary: &'static str,
    /// One caveat a line; `~` starts one the reference could not confirm.
    notes: &'static str,
    /// YAML files: name, schema (empty for none), body.
    files: &'static [(&'static str, &'static str, &'static str)],
    /// The Azure CLI commands; empty when there is nothing to create.
    cli: &'static str,
    /// What `from azure.ai.ml import MLClient` goes on with: other imports.
    imports: &'static str,
    python: &'static str,
    /// The resource id of what is attached, after `providers/`.
    provider: &'static str,
    /// The page the CLI and Python follow (under learn.../machine-learning/).
    howto: &'static str,
    /// The YAML reference; empty when it is the how-to page.
    reference: &'static str,
}

const NOTHING: Spec = Spec {
    summary: "Nothing to create: local compute is the machine that runs your code.",
    notes: "",
    files: &[],
    cli: "",
    imports: "",
    python: "",
    provider: "",
    howto: "concept-compute-target#training-compute-targets",
    reference: "",
};

const DATABRICKS: Spec = Spec {
    summary: "Not a compute type in CLI or SDK v2: only SDK v1 (azureml-core) attaches Databricks, for pipelines, and its support ended on 30 June 2026; no v2 command exists.",
    ..NOTHING
};

const INSTANCE: Spec = Spec {
    summary: "Create a VM for one person, with idle shutdown.",
    notes: concat!(
        "{!I:Idle shutdown is off: the instance bills until you stop it.\n}",
        "Idle shutdown is in minutes (15 to 4,320), set in YAML: the CLI has no flag for it, and neither CLI nor SDK can change it later.\n",
        "{?L:Compute instances have no Spot (formerly low-priority) tier: this one is dedicated.\n}",
        "The name must be unique in the Azure region.\n",
        "{?people:A compute instance is assigned to a single user: {:people} people need {:people} instances, one per person, each with its own name ({c}-1 to {c}-{:people}); instance.yml is person 1's, and the CLI and Python create every one.\n}",
        "{?people:Each instance is created for its person, not for whoever runs the commands (--user-tenant-id and --user-object-id; YAML create_on_behalf_of, user_tenant_id and user_object_id): put the {:people} people's Microsoft Entra object IDs in users.txt, one a line, and fill in <tenant-id>.\n}",
        "{?people:~AssignedUserConfiguration, the class the Python's create_on_behalf_of takes, is not in the create reference read; --name beside -f overriding the file's name is not confirmed.\n}",
        region_note!()
    ),
    files: &[(
        "instance.yml",
        "computeInstance",
        "{?people:# Person 1 of {:people}: for person n, name {c}-n and user_object_id their object ID (line n\n# of users.txt), each with az ml compute create -f instance.yml (the Azure CLI tab loops over them)\n}name: {?people:{:first}}{!people:{c}}\ntype: computeinstance\nsize: {v}\n{?people:create_on_behalf_of:\n  user_tenant_id: <tenant-id>\n  user_object_id: <object-id>\n}{?I:idle_time_before_shutdown_minutes: {i}\n}{?private:enable_node_public_ip: false\n}",
    )],
    cli: "{0}{?people:# One instance per person, {:people} in all, each created for its person (users.txt: their object IDs)\nfor n in $(seq 1 {:people}); do\n  az ml compute create -f instance.yml --name {c}-$n \\\n    --user-tenant-id '<tenant-id>' --user-object-id \"$(sed -n \"$n\"p users.txt)\" \\\n    -g {g} -w {w}\ndone\n}{!people:az ml compute create -f instance.yml -g {g} -w {w}\n}",
    imports: "\nfrom azure.ai.ml.entities import {?people:AssignedUserConfiguration, }ComputeInstance",
    python: "{?people:# One instance per person, {:people} in all, each created for its person (users.txt: their object IDs)\nobject_ids = open(\"users.txt\").read().split()\nfor n in range(1, {:people} + 1):\n    instance = ComputeInstance(\n        name={c} + \"-\" + str(n),\n        size={v},\n        create_on_behalf_of=AssignedUserConfiguration(\n            user_tenant_id=\"<tenant-id>\", user_object_id=object_ids[n - 1]\n        ){?I:,\n        idle_time_before_shutdown_minutes={i}}{?private:,\n        enable_node_public_ip=False},\n    )\n    ml_client.begin_create_or_update(instance).result()\n}{!people:instance = ComputeInstance(\n    name={c},\n    size={v}{?I:,\n    idle_time_before_shutdown_minutes={i}}{?private:,\n    enable_node_public_ip=False},\n)\nml_client.begin_create_or_update(instance).result()\n}",
    provider: "",
    howto: "how-to-create-compute-instance",
    reference: "reference-yaml-compute-instance",
};

/// A cluster, and the job the answer priced on it: every node priced, one PyTorch process per GPU
/// where there are several (`shared/reference/azure-ml-create-2026.md` §B, on a cluster).
const CLUSTER: Spec = Spec {
    summary: "Create a cluster that scales between its minimum and maximum nodes, and run a job on it.",
    notes: concat!(
        "idle_time_before_scale_down is in seconds. Size and tier cannot be changed after creation.\n",
        job_notes!(),
        "The job asks for {n} of the cluster's nodes (instance_count, at most its max_instances); the cluster sets their size and tier.\n",
        shm_note!(),
        spot_note!(),
        region_note!()
    ),
    files: &[
        ("cluster.yml", "amlCompute", cluster_yaml!()),
        (
            "job.yml",
            "commandJob",
            concat!(
                job_yaml!(),
                "compute: {a}\n{?M:distribution:\n  type: pytorch\n  process_count_per_instance: {o}\n}resources:\n  instance_count: {n}\n{?M:  shm_size: 16g\n}"
            ),
        ),
    ],
    cli: concat!(
        cluster_cli!(),
        "{1}az ml job create -f job.yml -g {g} -w {w}\n"
    ),
    imports: ", command\nfrom azure.ai.ml.entities import AmlCompute{!G:, Environment}",
    python: concat!(
        cluster_py!(),
        job_py!(),
        "    compute={c},\n{?M:    distribution={\"type\": \"PyTorch\", \"process_count_per_instance\": {o}},\n}    instance_count={n},\n{?M:    shm_size=\"16g\",\n})\nml_client.create_or_update(job)\n"
    ),
    provider: "",
    howto: "how-to-create-attach-compute-cluster",
    reference: "reference-yaml-compute-aml",
};

const SERVERLESS: Spec = Spec {
    summary: "Nothing to create: a job without compute runs serverless; resources choose the VM, queue settings the tier.",
    notes: concat!(
        "Replace the command and environment with your own; leaving out compute makes the job serverless.\n",
        "{?G:AzureML-acpt-pytorch-2.8-cuda12.6 is a curated PyTorch environment with CUDA for GPU jobs.\n}",
        "{?M:distribution starts one PyTorch process per GPU ({o} a node); without it, one per node.\n}",
        shm_note!(),
        "{?L:Spot jobs bill at the varying Spot rate, which can approach pay-as-you-go, and can be evicted: make them resumable.\n}",
        "Priced for {r}: run it in a workspace there, or price your workspace's region.\n"
    ),
    files: &[(
        "job.yml",
        "commandJob",
        concat!(
            job_yaml!(),
            "{?M:distribution:\n  type: pytorch\n  process_count_per_instance: {o}\n}resources:\n  instance_type: {v}\n  instance_count: {n}\n{?M:  shm_size: 16g\n}queue_settings:\n  job_tier: {j}\n"
        ),
    )],
    cli: "{0}az ml job create -f job.yml -g {g} -w {w}\n",
    imports: ", command{!G:\nfrom azure.ai.ml.entities import Environment}",
    python: concat!(job_py!(), "{?M:    distribution={\"type\": \"PyTorch\", \"process_count_per_instance\": {o}},\n}    instance_type={v},\n    instance_count={n},\n{?M:    shm_size=\"16g\",\n}    job_tier={j},\n)\nml_client.create_or_update(job)\n"),
    provider: "",
    howto: "how-to-use-serverless-compute",
    reference: "reference-yaml-job-command",
};

const SPARK: Spec = Spec {
    summary: "Nothing to create: a Spark job with resources runs on serverless Spark.",
    notes: concat!(
        "{?Z:{v} is not a serverless Spark size (Standard_E4s_v3 to Standard_E64s_v3), so this uses {p}.\n}",
        "Replace ./src and main.py with your Spark code. Runtime 3.4 is the newest the SDK accepts (3.3 or 3.4).\n",
        "Spark 3.4 reached end of support on 31 March 2026 (Synapse runtime page), and whether Azure ML accepts 3.5 is not verified: check the runtimes your workspace offers before you rely on 3.4.\n",
        "Without dynamic allocation, driver and executor cores and memory and the executor count are mandatory; these are the documented example's, for {n} executors.\n",
        "~how much of a size's memory executors may take (the overhead) is not documented; raise executor cores and memory toward its 8 GiB a vCPU with care.\n",
        "~the Esv3 sizes retire on 15 Nov 2029 and are closed to new subscriptions since July 2026; whether that limits serverless Spark, which Microsoft runs, is not documented.\n",
        "{?L:~serverless Spark documents no Spot or low-priority option; this job pays the standard price.\n}"
    ),
    files: &[(
        "spark-job.yml",
        "sparkJob",
        "type: spark\ncode: ./src\nentry:\n  file: main.py\nconf:\n  spark.driver.cores: 1\n  spark.driver.memory: 2g\n  spark.executor.cores: 2\n  spark.executor.memory: 2g\n  spark.executor.instances: {n}\nresources:\n  instance_type: {p}\n  runtime_version: {:runtime}\n",
    )],
    cli: "{0}az ml job create -f spark-job.yml -g {g} -w {w}\n",
    imports: ", spark",
    python: "job = spark(\n    code=\"./src\",\n    entry={\"file\": \"main.py\"},\n    driver_cores=1,\n    driver_memory=\"2g\",\n    executor_cores=2,\n    executor_memory=\"2g\",\n    executor_instances={n},\n    resources={\"instance_type\": {p}, \"runtime_version\": {:runtime}},\n)\nml_client.jobs.create_or_update(job)\n",
    provider: "",
    howto: "how-to-submit-spark-jobs",
    reference: "",
};

/// Attaching a Kubernetes cluster, in the shell and in Python.
macro_rules! k8s_attach_cli {
    () => {
        "az ml compute attach --type Kubernetes --name {c} \\\n  --resource-id {x} \\\n  --identity-type SystemAssigned --namespace default \\\n  -g {g} -w {w}\n"
    };
}
macro_rules! k8s_attach_py {
    () => {
        "k8s = KubernetesCompute(\n    name={c},\n    resource_id={x},\n    namespace=\"default\",\n    identity=IdentityConfiguration(type=\"SystemAssigned\"),\n)\nml_client.begin_create_or_update(k8s).result()\n"
    };
}
macro_rules! k8s_attach_notes {
    () => {
        "Fill in <aks-cluster>. For Azure Arc, the id ends in Microsoft.Kubernetes/connectedClusters/<cluster>.\nInstall the Azure ML extension on the cluster and create the namespace first.\n"
    };
}
/// The instance type the work on a Kubernetes cluster asks for ([`InstanceType`]): one node of
/// the size priced, less the node's own reserve; applied with kubectl (the Python runs it too).
macro_rules! itype_yaml {
    () => {
        "# {v}: {:vcpus} vCPU, {:mem} GiB{?G:, {o} GPUs}, less what the node keeps (see the notes)\napiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceType\nmetadata:\n  name: {:itype}\nspec:\n  resources:\n    requests:\n      cpu: {:icpu}\n      memory: {:imem}\n    limits:\n      cpu: {:icpu}\n      memory: {:imem}\n{?G:      nvidia.com/gpu: {o}\n}"
    };
}
macro_rules! itype_notes {
    () => {
        "Without instance_type, work gets defaultinstancetype (0.1 CPU, 2 GB, no GPU): instance-type.yaml defines {:itype}, one node of {v} each (kubectl apply -f instance-type.yaml, with the cluster's context; the Python runs it too).\n~{:itype} is {v}'s {:vcpus} vCPU and {:mem} GiB{?G: with its {o} GPUs} less headroom for Kubernetes and the node's own system pods: 1 vCPU plus 1 in 16, and 2 GiB plus 10% of memory, each at most half the node. That reserve is an assumption, not a published figure: compare with Allocatable in kubectl describe node{?W: (your nodes may differ from {v})} and lower the requests if pods stay Pending.\n"
    };
}
macro_rules! itype_py {
    () => {
        "# The instance type, on the cluster (kubectl with its context)\nimport subprocess\n\nopen(\"instance-type.yaml\", \"w\").write(\"\"\"{:itypeyaml}\"\"\")\nsubprocess.run([\"kubectl\", \"apply\", \"-f\", \"instance-type.yaml\"], check=True)\n"
    };
}
/// Your own work on a Kubernetes cluster you run: attached, with an instance type the size of a
/// node priced (without one a job gets `defaultinstancetype`: 0.1 CPU, 2 GB, 0 GPUs), and a
/// command job on it, one instance a node priced (`shared/reference/azure-ml-create-2026.md` §C,
/// `azure-ml-compute.md` §2.11).
const KUBERNETES: Spec = Spec {
    summary: "Attach a Kubernetes cluster you run (AKS, or Azure Arc), define an instance type the size of a node priced, and run your work on it as a command job.",
    notes: concat!(
        k8s_attach_notes!(),
        itype_notes!(),
        job_notes!(),
        "Training on Kubernetes compute doesn't support auto scale nodes.\n",
        "Node size and count are the cluster's own: Azure ML sets no VM size here. {?W:On your own hardware (Azure Arc) no Azure list price applies: nothing here is priced.}{!W:{?O:Your cluster bills on its own, not estimated here: the instance type assumes {v} nodes; size it to yours.}{!O:Priced as {v} nodes in {r}, {:k8snodes} always on.}}\n",
        name_rules_note!()
    ),
    files: &[
        (
            "kubernetes.yml",
            "kubernetesCompute",
            "name: {c}\ntype: kubernetes\nresource_id: {x}\nnamespace: default\nidentity:\n  type: system_assigned\n",
        ),
        ("instance-type.yaml", "", itype_yaml!()),
        (
            "k8s-job.yml",
            "commandJob",
            concat!(
                job_yaml!(),
                "compute: {a}\n{?M:distribution:\n  type: pytorch\n  process_count_per_instance: {o}\n}resources:\n  instance_type: {:itype}\n  instance_count: {n}\n"
            ),
        ),
    ],
    cli: concat!(
        "{1}kubectl apply -f instance-type.yaml\n",
        k8s_attach_cli!(),
        "{2}az ml job create -f k8s-job.yml -g {g} -w {w}\n"
    ),
    imports: ", command\nfrom azure.ai.ml.entities import {!G:Environment, }IdentityConfiguration, KubernetesCompute",
    python: concat!(
        itype_py!(),
        k8s_attach_py!(),
        job_py!(),
        "    compute={c},\n{?M:    distribution={\"type\": \"PyTorch\", \"process_count_per_instance\": {o}},\n}    instance_type={:itype},\n    instance_count={n},\n)\nml_client.create_or_update(job)\n"
    ),
    provider: "Microsoft.ContainerService/managedClusters/<aks-cluster>",
    howto: "how-to-attach-kubernetes-to-workspace",
    reference: "reference-yaml-job-command",
};

const VM: Spec = Spec {
    summary: "Attach a VM you run, over SSH.",
    notes: concat!(
        "Fill in <vm-name>, <admin-username> and <path-to-private-key> (or an admin password).\n",
        "The VM keeps its own size and region (priced as {v} in {r}).\n",
        name_rules_note!()
    ),
    files: &[(
        "vm.yml",
        "vmCompute",
        "name: {c}\ntype: virtualmachine\nresource_id: {x}\nssh_settings:\n  admin_username: <admin-username>\n  ssh_private_key_file: <path-to-private-key>\n",
    )],
    cli: "az ml compute attach --type virtualmachine --name {c} \\\n  --resource-id {x} \\\n  --admin-username '<admin-username>' --ssh-private-key-file '<path-to-private-key>' \\\n  -g {g} -w {w}\n",
    imports: "\nfrom azure.ai.ml.entities import VirtualMachineCompute, VirtualMachineSshSettings",
    python: "vm = VirtualMachineCompute(\n    name={c},\n    resource_id={x},\n    ssh_settings=VirtualMachineSshSettings(\n        admin_username=\"<admin-username>\",\n        ssh_private_key_file=\"<path-to-private-key>\",\n    ),\n)\nml_client.begin_create_or_update(vm).result()\n",
    provider: "Microsoft.Compute/virtualMachines/<vm-name>",
    howto: "reference-yaml-compute-vm",
    reference: "",
};

const SYNAPSE: Spec = Spec {
    summary: "Attach a Synapse Spark pool you run.",
    notes: concat!(
        "Fill in <synapse-workspace> and <spark-pool>. Pool size and autoscale are set in Synapse, not here.\n",
        "~no $schema URL for this YAML appears in any official example, so the line is left out.\n",
        name_rules_note!()
    ),
    files: &[(
        "synapse.yml",
        "",
        "name: {c}\ntype: synapsespark\nresource_id: {x}\nidentity:\n  type: system_assigned\n",
    )],
    cli: "{0}az ml compute attach -f synapse.yml -g {g} -w {w}\n",
    imports: "\nfrom azure.ai.ml.entities import IdentityConfiguration, SynapseSparkCompute",
    python: "pool = SynapseSparkCompute(\n    name={c},\n    resource_id={x},\n    identity=IdentityConfiguration(type=\"SystemAssigned\"),\n)\nml_client.begin_create_or_update(pool).result()\n",
    provider: "Microsoft.Synapse/workspaces/<synapse-workspace>/bigDataPools/<spark-pool>",
    howto: "how-to-manage-synapse-spark-pool",
    reference: "",
};

/// The endpoint and the deployment of an online endpoint; on Kubernetes (`K`), also the instance
/// type its deployment names and the cluster it runs on, attached.
const ONLINE_FILES: [(&str, &str, &str); 4] = [
    ("instance-type.yaml", "", concat!("{?K:", itype_yaml!(), "}")),
    (
        "kubernetes.yml",
        "kubernetesCompute",
        "{?K:name: {c}\ntype: kubernetes\nresource_id: {x}\nnamespace: default\nidentity:\n  type: system_assigned\n}",
    ),
    (
        "endpoint.yml",
        "{?K:kubernetes}{!K:managed}OnlineEndpoint",
        "name: {e}\n{?K:compute: {a}\n}auth_mode: key\n{!K:{?private:public_network_access: disabled\n}}",
    ),
    (
        "deployment.yml",
        "{?K:kubernetes}{!K:managed}OnlineDeployment",
        concat!(
            "name: blue\n{?K:type: kubernetes\n}endpoint_name: {e}\n",
            artifacts_yaml!("score.py"),
            "{?K:instance_type: {:itype}\n{?U:scale_settings:\n  type: target_utilization\n  min_instances: {h}\n  max_instances: {k}\n}{!U:scale_settings:\n  type: default\ninstance_count: {k}\n}}{!K:instance_type: {v}\ninstance_count: {k}\n}"
        ),
    ),
];

macro_rules! online_notes {
    () => {
        concat!(
        "{?K:The endpoint runs on your cluster, attached as Kubernetes compute {c}: fill in <aks-cluster> (for Azure Arc, the id ends in Microsoft.Kubernetes/connectedClusters/<cluster>), and install the Azure ML extension on the cluster and create the namespace first. Sizes come from its instance types, not Azure VM sizes.\n}",
        "{?K:", itype_notes!(), "}",
        "{!K:Quota: {?S:this size skips the 20% reservation for upgrades}{!S:20% extra is reserved for upgrades}, so {k} instances need quota for {q} ({u} vCPUs of {v}).\n",
        region_note!(),
        "}{?K:{?W:On your own hardware (Azure Arc) no Azure list price applies: nothing here is priced.\n}{!W:{?O:Your cluster bills on its own, not estimated here: the instance type assumes {v} nodes, one a deployment instance; size it to yours.\n}{!O:Priced as {v} nodes in {r}, one a deployment instance: the cluster's own size and region.\n}}}",
        "{?F:Microsoft recommends at least 3 instances for high availability.\n}",
        autoscale_note!(),
        k8s_autoscale_note!(),
        "The endpoint name must be unique in the Azure region.\n"
        )
    };
}
macro_rules! online_cli {
    () => {
        concat!(
        "{?K:{0}kubectl apply -f instance-type.yaml\n", k8s_attach_cli!(), "}{2}az ml online-endpoint create -f endpoint.yml -g {g} -w {w}\n{3}az ml online-deployment create -f deployment.yml \\\n  --endpoint-name {e} --all-traffic \\\n  -g {g} -w {w}\n",
        autoscale_cli!()
        )
    };
}
macro_rules! online_py {
    () => {
        concat!(
        "{?K:", itype_py!(), k8s_attach_py!(), "}endpoint = {?K:Kubernetes}{!K:Managed}OnlineEndpoint(name={e}, {?K:compute={c}, }auth_mode=\"key\"{!K:{?private:, public_network_access=\"disabled\"}})\nml_client.online_endpoints.begin_create_or_update(endpoint).result()\ndeployment = {?K:Kubernetes}{!K:Managed}OnlineDeployment(\n    name=\"blue\",\n    endpoint_name={e},\n",
        artifacts_py!("score.py"),
        "{?K:    instance_type={:itype},\n}{!K:    instance_type={v},\n}{?K:{?U:    scale_settings=TargetUtilizationScaleSettings(min_instances={h}, max_instances={k}),\n}{!U:    instance_count={k},\n}}{!K:    instance_count={k},\n})\nml_client.online_deployments.begin_create_or_update(deployment).result()\nendpoint.traffic = {\"blue\": 100}\nml_client.online_endpoints.begin_create_or_update(endpoint).result()\n"
        )
    };
}

/// Managed and Kubernetes online endpoints (`K`): an endpoint, and a deployment named as in
/// Microsoft's examples that takes all its traffic.
const ONLINE: Spec = Spec {
    summary: "Create an endpoint, and a deployment that takes all its traffic.",
    notes: concat!(artifacts_note!(), online_notes!()),
    files: &ONLINE_FILES,
    cli: online_cli!(),
    imports: "\nfrom azure.ai.ml.entities import CodeConfiguration, Environment, {?K:IdentityConfiguration, KubernetesCompute, }{?K:Kubernetes}{!K:Managed}OnlineDeployment, {?K:Kubernetes}{!K:Managed}OnlineEndpoint, Model{?K:{?U:, TargetUtilizationScaleSettings}}",
    python: online_py!(),
    // The cluster a Kubernetes endpoint runs on (`K`).
    provider: "Microsoft.ContainerService/managedClusters/<aks-cluster>",
    howto: "how-to-deploy-online-endpoints",
    reference: "reference-yaml-deployment-{?K:kubernetes}{!K:managed}-online",
};

const BATCH: Spec = Spec {
    summary: "Create a cluster, a batch endpoint, and a deployment that runs on the cluster.",
    notes: concat!(
        artifacts_note!(),
        "The cluster sets the VM size and tier; each job uses up to instance_count nodes.\n",
        spot_note!(),
        "The endpoint name must be unique in the Azure region.\n",
        region_note!()
    ),
    files: &[
        ("cluster.yml", "amlCompute", cluster_yaml!()),
        ("endpoint.yml", "batchEndpoint", "name: {e}\n"),
        (
            "deployment.yml",
            "modelBatchDeployment",
            concat!(
                "name: batch-dpl\nendpoint_name: {e}\ntype: model\n",
                artifacts_yaml!("batch_driver.py"),
                "compute: {a}\nresources:\n  instance_count: {n}\nsettings:\n  mini_batch_size: 10\n  output_action: append_row\n  output_file_name: predictions.csv\n"
            ),
        ),
    ],
    cli: concat!(
        cluster_cli!(),
        "{1}az ml batch-endpoint create -f endpoint.yml -g {g} -w {w}\n{2}az ml batch-deployment create -f deployment.yml \\\n  --endpoint-name {e} --set-default \\\n  -g {g} -w {w}\n"
    ),
    imports: "\nfrom azure.ai.ml.entities import AmlCompute, BatchEndpoint, CodeConfiguration, Environment, Model, ModelBatchDeployment, ModelBatchDeploymentSettings",
    python: concat!(
        cluster_py!(),
        "endpoint = BatchEndpoint(name={e})\nml_client.batch_endpoints.begin_create_or_update(endpoint).result()\ndeployment = ModelBatchDeployment(\n    name=\"batch-dpl\",\n    endpoint_name={e},\n",
        artifacts_py!("batch_driver.py"),
        "    compute={c},\n    settings=ModelBatchDeploymentSettings(mini_batch_size=10, instance_count={n}),\n)\nml_client.begin_create_or_update(deployment).result()\nendpoint = ml_client.batch_endpoints.get({e})\nendpoint.defaults.deployment_name = deployment.name\nml_client.batch_endpoints.begin_create_or_update(endpoint).result()\n"
    ),
    provider: "",
    howto: "how-to-use-batch-model-deployments",
    reference: "reference-yaml-deployment-batch",
};

/// Downloading a catalog model's open weights into ./model/: from its Azure ML registry where
/// the reference names one, else from its Hugging Face repository (`onprem.rs`).
macro_rules! download_notes {
    () => {
        concat!(
            "Models from the model catalog and registry aren't supported on Kubernetes online endpoints: the open weights of {l}, downloaded into ./model/, run on the cluster as your own model. Accept the model's license first.\n",
            "{?registry:~az ml model download from the registry {:registry}: the command follows the az ml model reference, not the create reference; the folder layout it writes under ./model/, and whether it holds the raw weights or an MLflow package around them, are not verified. Replace <version> with the model card's latest version.\n}",
            "{!registry:~the sources read name no registry for {l}: download its weights from its Hugging Face repository (huggingface-cli download <hf-repo> --local-dir ./model/, <hf-repo> from the model card).\n}"
        )
    };
}
macro_rules! download_cli {
    () => {
        "# The open weights of {l}, as your own model's files\n{?registry:az ml model download --name {l} --version '<version>' \\\n  --registry-name {:registry} --download-path ./model/\n}{!registry:huggingface-cli download '<hf-repo>' --local-dir ./model/\n}"
    };
}
macro_rules! download_py {
    () => {
        "# The open weights, as your own model's files\n{?registry:registry = MLClient(DefaultAzureCredential(), registry_name={:registry})\nregistry.models.download(name={l}, version=\"<version>\", download_path=\"./model/\")\n}{!registry:# Download them from the model's Hugging Face repository into ./model/ first.\n}"
    };
}

/// A catalog model's open weights served on a Kubernetes online endpoint as your own model: the
/// download, then the Kubernetes deployment on GPUs (`onprem.rs`).
const ONLINE_K8S_OPEN: Spec = Spec {
    summary: "Download the open weights of {l}, then create a Kubernetes online endpoint and a deployment that serves them as your own model.",
    notes: concat!(
        download_notes!(),
        "~Replace ./code/score.py and the environment with an LLM inference server that loads ./model/ (vLLM, for instance): the sources read give none for {l}.\n",
        online_notes!()
    ),
    cli: concat!(download_cli!(), online_cli!()),
    python: concat!(download_py!(), online_py!()),
    ..ONLINE
};

/// A catalog model's open weights fine-tuned on Kubernetes compute: the cluster attached, the
/// weights downloaded, and your training script as a command job on the cluster's GPUs.
const FINETUNE_K8S: Spec = Spec {
    summary: "Attach your Kubernetes cluster, download the open weights of {l}, and fine-tune them with your own script as a command job there: the result is your own model.",
    notes: concat!(
        download_notes!(),
        "~Azure ML's fine-tuning job of catalog models is not documented on Kubernetes compute: finetune.py in ./src is your own recipe (Hugging Face TRL, for instance), and its command line here is an example.\n",
        k8s_attach_notes!(),
        itype_notes!(),
        "{?M:distribution starts one PyTorch process per GPU ({o} a node, on each of {n} nodes): your script must train distributed; without it, one per node.\n}",
        "Training on Kubernetes compute doesn't support auto scale nodes.\n",
        "{?W:On your own hardware (Azure Arc) no Azure list price applies: nothing here is priced.\n}{!W:{?O:Your cluster bills on its own, not estimated here: the instance type assumes {v} nodes; size it to yours.\n}{!O:Priced as {v} nodes in {r}, {:k8snodes} always on. Node size and count are the cluster's own.\n}}",
        "Register the job's output as your model and serve it on a Kubernetes online endpoint of the same cluster.\n",
        name_rules_note!()
    ),
    files: &[
        KUBERNETES.files[0],
        KUBERNETES.files[1],
        (
            "finetune.yml",
            "commandJob",
            "code: ./src\ncommand: >-\n  python finetune.py --model ${{inputs.base}} --data ${{inputs.train}}\n  --epochs {:epochs} --output ${{outputs.model}}\ninputs:\n  base:\n    type: uri_folder\n    path: ./model/\n  train:\n    type: uri_file\n    path: train.jsonl\noutputs:\n  model:\n    type: uri_folder\nenvironment: azureml:AzureML-acpt-pytorch-2.8-cuda12.6@latest\ncompute: {a}\n{?M:distribution:\n  type: pytorch\n  process_count_per_instance: {o}\n}resources:\n  instance_type: {:itype}\n  instance_count: {n}\n",
        ),
    ],
    cli: concat!(
        "{1}kubectl apply -f instance-type.yaml\n",
        k8s_attach_cli!(),
        download_cli!(),
        "{2}az ml job create -f finetune.yml -g {g} -w {w}\n"
    ),
    imports: ", Input, Output, command\nfrom azure.ai.ml.entities import IdentityConfiguration, KubernetesCompute",
    python: concat!(
        itype_py!(),
        k8s_attach_py!(),
        download_py!(),
        "job = command(\n    code=\"./src\",\n    command=\"python finetune.py --model ${{inputs.base}} --data ${{inputs.train}} --epochs {:epochs} --output ${{outputs.model}}\",\n    inputs={\"base\": Input(type=\"uri_folder\", path=\"./model/\"), \"train\": Input(type=\"uri_file\", path=\"train.jsonl\")},\n    outputs={\"model\": Output(type=\"uri_folder\")},\n    environment=\"azureml:AzureML-acpt-pytorch-2.8-cuda12.6@latest\",\n    compute={c},\n{?M:    distribution={\"type\": \"PyTorch\", \"process_count_per_instance\": {o}},\n}    instance_type={:itype},\n    instance_count={n},\n)\nml_client.create_or_update(job)\n"
    ),
    provider: "Microsoft.ContainerService/managedClusters/<aks-cluster>",
    howto: "how-to-attach-kubernetes-anywhere",
    reference: "reference-yaml-job-command",
};

/// The Foundry resource and a deployment on it, as the CLI creates them (the standard and
/// provisioned types, and the Global Standard deployment Flex processing is requested from).
macro_rules! foundry_cli {
    () => {
        concat!(
            "{?newaccount:az cognitiveservices account create -n {:account} -g {g} \\\n  --custom-domain {:account} --location {:location} --kind AIServices --sku S0\n}",
            "{!newaccount:# On {:account}, the Foundry resource the model was fine-tuned on (created above).\n}",
            "az cognitiveservices account list-models -n {:account} -g {g}\n",
            "az cognitiveservices account deployment create -n {:account} -g {g} \\\n  --deployment-name {e} \\\n  --model-name {:model} --model-version {:version} --model-format {:format} \\\n  --sku-name {:sku} --sku-capacity {:capacity}\n",
            "az cognitiveservices account keys list -n {:account} -g {g}\n"
        )
    };
}
/// The same deployment through the management SDK; `$pip` adds packages, `$sku` is the SKU.
macro_rules! foundry_py {
    () => {
        foundry_py!("", "Sku(name={:sku}, capacity={:capacity})")
    };
    ($pip:literal, $sku:literal) => {
        concat!(
            "# pip install azure-mgmt-cognitiveservices azure-identity", $pip, "\n",
            "# The Foundry resource is created first (Azure CLI tab).\n",
            "from azure.identity import DefaultAzureCredential\n",
            "from azure.mgmt.cognitiveservices import CognitiveServicesManagementClient\n",
            "from azure.mgmt.cognitiveservices.models import Deployment, DeploymentModel, DeploymentProperties, Sku\n\n",
            "client = CognitiveServicesManagementClient(DefaultAzureCredential(), {s})\n",
            "client.deployments.begin_create_or_update(\n    resource_group_name={g},\n    account_name={:account},\n    deployment_name={e},\n",
            "    deployment=Deployment(\n        properties=DeploymentProperties(\n            model=DeploymentModel(format={:format}, name={:model}, version={:version}),\n        ),\n        sku=", $sku, ",\n    ),\n).result()\n"
        )
    };
}

/// A catalog model deployed on a Foundry resource, the route Microsoft prefers: a standard
/// (per-token) or provisioned (PTU) deployment type, with the capacity the traffic needs; for a
/// fine-tuned model, the deployment of the model its job returned
/// (`shared/reference/azure-ml-create-2026.md` §F, `foundation-models.md` §8, §10).
const FOUNDRY_DEPLOY: Spec = Spec {
    summary: "{?newaccount:Create a Foundry resource and a {:type} deployment of {:shown} on it}{!newaccount:Create a {:type} deployment of {:shown} on {:account}, the Foundry resource it was fine-tuned on}, sized for your peak.",
    notes: concat!(
        "az cognitiveservices is built into the Azure CLI: there is no extension to add.\n",
        "{?ptu:--sku-capacity {:capacity} is the number of PTUs: the model's minimum and increments, from your peak. Microsoft advises a one-month or one-year reservation for production, bought once this deployment has confirmed the capacity; provisioned deployments are not upgraded automatically when the model retires.\n}",
        "{!ptu:{!claude:--sku-capacity {:capacity} is {:tpm} tokens a minute (1 = 1,000), your peak{?over:, capped at the default limit: request more quota for this model and region before you rely on your volume}.\n}}",
        "{!ptu:{?claude:--sku-capacity {:capacity}: your peak in thousands of tokens a minute{?over:{!noquota:, capped at the default input limit}}. Claude's limits are per subscription (pooled across regions; per data zone for Data Zone Standard), in requests, uncached input tokens and output tokens a minute{?over:{!noquota:: request more with the quota form before you rely on your volume (increases are not guaranteed)}}.\n~what --sku-capacity sets for a Claude deployment is not in the sources read: check the deployment's rate limits in the Foundry portal after creating it.\n}}",
        "{?claudezone:Data Zone Standard is offered for the Azure-hosted version of {l} only, in the US data zone: choose that version in list-models.\n}",
        "{?note:{:note}\n}",
        "{?finetuned:Replace <fine-tuned-model-id> with the fine_tuned_model the job returned (gpt-4.1-mini-2025-04-14.ft-… for instance); {?ptu:a provisioned deployment bills its PTU-hours only, no hosting fee}{!ptu:the hosting fee bills every hour the deployment exists, called or not}.\n}",
        "{?finetuned:{?ftuntil:{:ftuntil}\n}}",
        "{?partner:{l} is a partner model billed through Azure Marketplace: deploying it needs Marketplace permissions and a paid subscription type (not Student, Visual Studio Enterprise or free credit).\n}",
        "{?openai:Azure OpenAI models deploy on a Foundry resource only, not as serverless endpoints of an Azure ML workspace.\n}",
        "{?gpt6:GPT-6 quota: below usage tier 5, a quota request is needed before this deployment of {l} can be created.\n}",
        "{!version:~--model-version of {l}: not in the sources read; take it from list-models.\n}",
        "{!format:~--model-format of {:shown}: Microsoft's examples give only OpenAI and Microsoft; take the one list-models shows.\n}",
        "{!limited:{?tokpriced:Priced for {r}: the Foundry resource's region.\n}{!tokpriced:Created in {r}, the Foundry resource's region; {:unpriced}\n}}",
        "{?limited:Created in {:location}: a fine-tuned {l} deploys as {:type} only in {:regions}.\n}"
    ),
    files: &[],
    cli: foundry_cli!(),
    imports: "",
    python: foundry_py!(),
    provider: "",
    howto: "{?finetuned:../foundry/openai/how-to/fine-tuning-deploy}{!finetuned:../foundry/foundry-models/how-to/create-model-deployments}",
    reference: "",
};

/// Delay-tolerant work with Flex processing: the Global Standard deployment as for real time,
/// and each request asking for the Flex tier (`service_tier: "flex"`, the reference's first
/// table, row A; the v1 endpoint, `foundation-models.md` §9).
const FOUNDRY_FLEX: Spec = Spec {
    summary: "Create a Foundry resource and a Global Standard deployment of {:shown}, then send each request with service_tier: \"flex\": Flex processing is chosen per request, not deployed.",
    notes: concat!(
        "az cognitiveservices is built into the Azure CLI: there is no extension to add.\n",
        "--sku-capacity {:capacity} is {:tpm} tokens a minute (1 = 1,000), your peak{?over:, capped at the default limit: request more quota for this model and region before you rely on your volume}; Flex requests share this deployment's quota with any others.\n",
        "Flex processing (preview) works with the Responses and Chat Completions APIs, has no latency or service SLA, and answers HTTP 429 when its capacity is short: the request is not billed and nothing falls back by itself; retry later, or with service_tier: \"default\" at the Standard price.\n",
        "{!version:~--model-version of {l}: not in the sources read; take it from list-models.\n}",
        "~The request's address (the resource's name, then .services.ai.azure.com/openai/v1/) and its api-key header follow the v1 API's pattern: check them against your resource's endpoint.\n",
        "Priced for {r}: the Foundry resource's region.\n"
    ),
    files: &[],
    cli: concat!(
        foundry_cli!(),
        "# Each request asks for Flex processing:\n",
        "ACCOUNT={:account}\nDEPLOYMENT={e}\n",
        "KEY=$(az cognitiveservices account keys list -n \"$ACCOUNT\" -g {g} --query key1 -o tsv)\n",
        "curl \"https://$ACCOUNT.services.ai.azure.com/openai/v1/responses\" \\\n  -H \"api-key: $KEY\" -H \"Content-Type: application/json\" \\\n",
        "  -d \"{\\\"model\\\": \\\"$DEPLOYMENT\\\", \\\"input\\\": \\\"Summarize this document: …\\\", \\\"service_tier\\\": \\\"flex\\\"}\"\n"
    ),
    imports: "",
    python: concat!(
        foundry_py!(" openai", "Sku(name={:sku}, capacity={:capacity})"),
        "\n# Each request asks for Flex processing (key: az cognitiveservices account keys list).\n",
        "import os\nfrom openai import OpenAI\n\n",
        "openai_client = OpenAI(\n    base_url=\"https://\" + {:account} + \".services.ai.azure.com/openai/v1/\",\n    api_key=os.environ[\"AZURE_OPENAI_API_KEY\"],\n)\n",
        "response = openai_client.responses.create(\n    model={e},\n    input=\"Summarize this document: …\",\n    service_tier=\"flex\",\n)\nprint(response.output_text)\n"
    ),
    provider: "",
    howto: "../foundry/openai/how-to/flex-processing",
    reference: "",
};

/// Delay-tolerant work as a batch deployment: Global Batch (Data Zone Batch where the model has
/// it), then a job of requests in a JSONL file with a 24-hour window (`foundation-models.md` §5,
/// §10: `--sku-name GlobalBatch`).
const FOUNDRY_BATCH: Spec = Spec {
    summary: "Create a Foundry resource and a {:batchtype} deployment of {:shown}, then submit jobs: a JSONL file of requests, results within a 24-hour target.",
    notes: concat!(
        "az cognitiveservices is built into the Azure CLI: there is no extension to add.\n",
        "{?zonebatch:To keep processing within the data zone ({:zones}), deploy Data Zone Batch instead: --sku-name DataZoneBatch, at its own meter.\n}",
        "{?resident:Data Zone Batch keeps processing within the data zone of {r}, as data must stay.\n}",
        "~--sku-capacity is left out: what it means for a batch deployment is not in the sources read. Batch quota is enqueued tokens, separate from the standard deployments'.\n",
        "A job's input file holds at most 100,000 requests and 200 MB (1 GB with your own storage); each line names the batch deployment as its model.\n",
        "{!version:~--model-version of {l}: not in the sources read; take it from list-models.\n}",
        "~The job's calls (upload a file with purpose batch, then create a batch with completion_window 24h) follow the OpenAI-compatible v1 API; the sources read here do not show them: check the batch how-to.\n",
        "Priced for {r}: the Foundry resource's region.\n"
    ),
    files: &[],
    cli: concat!(
        "az cognitiveservices account create -n {:account} -g {g} \\\n  --custom-domain {:account} --location {r} --kind AIServices --sku S0\n",
        "az cognitiveservices account list-models -n {:account} -g {g}\n",
        "az cognitiveservices account deployment create -n {:account} -g {g} \\\n  --deployment-name {e} \\\n  --model-name {:model} --model-version {:version} --model-format {:format} \\\n  --sku-name {:batchsku}\n",
        "# A job: requests.jsonl holds one request a line, its body's model the deployment's name.\n",
        "ACCOUNT={:account}\n",
        "KEY=$(az cognitiveservices account keys list -n \"$ACCOUNT\" -g {g} --query key1 -o tsv)\n",
        "curl \"https://$ACCOUNT.services.ai.azure.com/openai/v1/files\" -H \"api-key: $KEY\" \\\n  -F purpose=batch -F file=@requests.jsonl\n",
        "curl \"https://$ACCOUNT.services.ai.azure.com/openai/v1/batches\" -H \"api-key: $KEY\" \\\n  -H \"Content-Type: application/json\" \\\n",
        "  -d '{\"input_file_id\": \"<file-id>\", \"endpoint\": \"/v1/chat/completions\", \"completion_window\": \"24h\"}'\n"
    ),
    imports: "",
    python: concat!(
        foundry_py!(" openai", "Sku(name={:batchsku})"),
        "\n# A job: requests.jsonl holds one request a line, its body's model the deployment's name.\n",
        "import os\nfrom openai import OpenAI\n\n",
        "openai_client = OpenAI(\n    base_url=\"https://\" + {:account} + \".services.ai.azure.com/openai/v1/\",\n    api_key=os.environ[\"AZURE_OPENAI_API_KEY\"],\n)\n",
        "batch_input = openai_client.files.create(file=open(\"requests.jsonl\", \"rb\"), purpose=\"batch\")\n",
        "job = openai_client.batches.create(\n    input_file_id=batch_input.id,\n    endpoint=\"/v1/chat/completions\",\n    completion_window=\"24h\",\n)\nprint(job.id, job.status)\n"
    ),
    provider: "",
    howto: "../foundry/foundry-models/concepts/deployment-types",
    reference: "",
};

/// Fine-tuning on a Foundry resource (Azure OpenAI models, Llama-3.3-70B-Instruct, gpt-oss-20b,
/// Ministral-3B): the OpenAI-compatible v1 API uploads the data and starts the job, then the
/// model it returns is deployed (`foundation-models.md` §8; the fine-tuning how-to's REST and
/// Python tabs).
const FINETUNE_FOUNDRY: Spec = Spec {
    summary: "Create a Foundry resource, fine-tune {l} on your data{?rft: by reinforcement (RFT), a grader scoring its answers,} through its v1 API, then deploy the model the job returns.",
    notes: concat!(
        "Replace training.jsonl and validation.jsonl with your chat-format JSONL.\n",
        "{?existing:{:existing}\n}",
        "{?ftuntil:{:ftuntil}\n}",
        "{?gated:Access to fine-tuning {l} is gated and available by invitation only.\n}",
        "{?rft:Reinforcement fine-tuning (RFT): method names the grader that scores each answer; the job bills the hours it trains plus the grader's tokens, and pauses at the service's per-job limit; resumed, it bills on with no further limit.\n}",
        "{?rft:~The reinforcement method and its grader (here a string_check of the answer against a reference_answer field of each training line) follow OpenAI's fine-tuning API, which the create reference read does not give: check them against Microsoft's reinforcement fine-tuning how-to before you run the job.\n}",
        "{!resident:trainingType GlobalStandard trains wherever capacity is (data and weights are copied there); DataZone keeps it in the US data zone.\n}",
        "{?resident:trainingType {:trainingtype} keeps the training where data must stay ({:trainingwords}); GlobalStandard would copy data and weights to wherever capacity is.\n}",
        "{?resident:~The trainingType values DataZone and Standard follow the fine-tuning overview's training types; the create reference read shows GlobalStandard only.\n}",
        "You are not charged for time in the queue or failed jobs; the deployment's hosting fee bills every hour it exists, called or not.\n",
        "{!openai:~--model-format of a fine-tuned {l}: no Microsoft source gives it; the Foundry portal deploys it too.\n}"
    ),
    files: &[],
    cli: concat!(
        "az cognitiveservices account create -n {:account} -g {g} \\\n  --custom-domain {:account} --location {:location} --kind AIServices --sku S0\n",
        "KEY=$(az cognitiveservices account keys list -n {:account} -g {g} --query key1 -o tsv)\n",
        "BASE=https://{:account}.openai.azure.com/openai/v1\n",
        "curl -X POST \"$BASE/files\" -H \"api-key: $KEY\" -F purpose=fine-tune -F file=@training.jsonl\n",
        "curl -X POST \"$BASE/files\" -H \"api-key: $KEY\" -F purpose=fine-tune -F file=@validation.jsonl\n",
        "# The job, with the ids the two uploads returned:\n",
        "{?rft:# Unverified: the reinforcement method and grader fields are not in the create reference read.\n}",
        "curl -X POST \"$BASE/fine_tuning/jobs\" -H \"api-key: $KEY\" -H \"Content-Type: application/json\" --data '{\n",
        "  \"model\": \"{:base}\", \"training_file\": \"<training-file-id>\", \"validation_file\": \"<validation-file-id>\",\n",
        "  \"trainingType\": \"{:trainingtype}\", \"suffix\": \"{:suffix}\",\n",
        "{?rft:  \"method\": {\"type\": \"reinforcement\", \"reinforcement\": {\n    \"grader\": {\"type\": \"string_check\", \"name\": \"matches-reference\", \"input\": \"{{sample.output_text}}\", \"reference\": \"{{item.reference_answer}}\", \"operation\": \"eq\"},\n    \"hyperparameters\": {\"n_epochs\": {:epochs}}}}\n}",
        "{!rft:  \"method\": {\"type\": \"supervised\", \"supervised\": {\"hyperparameters\": {\"n_epochs\": {:epochs}}}}\n}",
        "}'\n",
        "{?serverless:{?deploystuned:# Once the job has succeeded, deploy the fine_tuned_model it returns (hosting bills from then):\n",
        "az cognitiveservices account deployment create -n {:account} -g {g} \\\n  --deployment-name {e} \\\n  --model-name '<fine-tuned-model-id>' --model-version 1 --model-format {:ftformat} \\\n  --sku-name {:sku} --sku-capacity {:capacity}\n}",
        "{!deploystuned:# Once the job has succeeded, the workload that serves the model deploys the fine_tuned_model it returns, on {:account}.\n}}",
        "{!serverless:# A fine-tuned {l} deploys on managed compute or Fireworks provisioned throughput (preview),\n# not as a serverless deployment: deploy the fine_tuned_model the job returns from the Foundry portal.\n}"
    ),
    imports: "",
    python: concat!(
        "# pip install openai\n",
        "# The Foundry resource is created first (Azure CLI tab); its key is in AZURE_OPENAI_API_KEY.\n",
        "import os\nfrom openai import OpenAI\n\n",
        "account = {:account}\n",
        "client = OpenAI(\n    base_url=f\"https://{account}.openai.azure.com/openai/v1/\",\n    api_key=os.environ[\"AZURE_OPENAI_API_KEY\"],\n)\n",
        "training = client.files.create(file=open(\"training.jsonl\", \"rb\"), purpose=\"fine-tune\")\n",
        "validation = client.files.create(file=open(\"validation.jsonl\", \"rb\"), purpose=\"fine-tune\")\n",
        "client.files.wait_for_processing(training.id)\nclient.files.wait_for_processing(validation.id)\n",
        "job = client.fine_tuning.jobs.create(\n    model={:base},\n    training_file=training.id,\n    validation_file=validation.id,\n    suffix={:suffix},\n",
        "{?rft:    # Unverified: the reinforcement method and grader fields are not in the create reference read.\n",
        "    method={\n        \"type\": \"reinforcement\",\n        \"reinforcement\": {\n",
        "            \"grader\": {\"type\": \"string_check\", \"name\": \"matches-reference\", \"input\": \"{{sample.output_text}}\", \"reference\": \"{{item.reference_answer}}\", \"operation\": \"eq\"},\n",
        "            \"hyperparameters\": {\"n_epochs\": {:epochs}},\n        },\n    },\n}",
        "{!rft:    method={\"type\": \"supervised\", \"supervised\": {\"hyperparameters\": {\"n_epochs\": {:epochs}}}},\n}",
        "    extra_body={\"trainingType\": {:trainingtype}},\n)\nprint(job.id)\n",
        "# When client.fine_tuning.jobs.retrieve(job.id).status is \"succeeded\", deploy its\n# fine_tuned_model (Azure CLI tab): the hosting fee bills from then on.\n"
    ),
    provider: "",
    howto: "../foundry/fine-tuning/overview",
    reference: "",
};

/// Serverless fine-tuning in a hub-based project (Models-as-a-Service; Phi models): a
/// `finetuning` job with no compute, then a serverless endpoint for the model it registers
/// (`shared/reference/azure-ml-create-2026.md` §G1).
const FINETUNE_HUB: Spec = Spec {
    summary: "Fine-tune {l} as a serverless job of a hub-based project, then deploy the model it registers as a serverless endpoint.",
    notes: concat!(
        "Serverless fine-tuning of {l} runs in a hub-based project in a US region (East US, East US 2, North Central US, South Central US, West US, West US 3).\n",
        "Replace train.jsonl and validation.jsonl with your chat-format JSONL (under 512 MB each), and <version> with the model card's latest version.\n",
        "Customer-managed keys are not supported with serverless fine-tuning: for them, fine-tune the open weights on your own GPUs.\n",
        "The deployed fine-tuned model bills hourly hosting, called or not; replace <workspace-id> with the project's workspace id.\n",
        "~the hourly hosting and training prices of serverless fine-tuning: not in any public record found.\n"
    ),
    files: &[
        (
            "finetune.yml",
            "",
            "type: finetuning\nname: {e}\nexperiment_name: {e}\ntask: chat_completion\nmodel_provider: custom\nmodel:\n  path: {:modelpath}\n  type: mlflow_model\ntraining_data: train.jsonl\nvalidation_data:\n  path: validation.jsonl\n  type: uri_file\nhyperparameters:\n  num_train_epochs: \"{:epochs}\"\n  per_device_train_batch_size: \"1\"\n  learning_rate: \"0.00002\"\noutputs:\n  registered_model:\n    name: {e}\n    type: mlflow_model\n",
        ),
        (
            "endpoint.yml",
            "",
            // Where "Then serve it" deploys the model (a plan's workload), it alone does.
            "{?deploystuned:# A serverless endpoint for the fine-tuned model\nname: {e}\nmodel_id: azureml://locations/{r}/workspaces/<workspace-id>/models/{e}/versions/1\n}",
        ),
    ],
    cli: "{0}az ml job create -f finetune.yml -g {g} -w {w}\n{?deploystuned:# Once the job has completed, deploy the model it registered (hosting bills from then):\n{1}az ml serverless-endpoint create -f endpoint.yml -g {g} -w {w}\n}{!deploystuned:# Once the job has completed, the commands that serve the model it registered deploy it.\n}",
    imports: "\nfrom azure.ai.ml.entities import Data, ServerlessEndpoint\nfrom azure.ai.ml.finetuning import FineTuningTaskType, create_finetuning_job",
    python: concat!(
        "data = [ml_client.data.create_or_update(Data(path=f, type=\"uri_file\", name=f[:-6])) for f in (\"train.jsonl\", \"validation.jsonl\")]\n",
        "job = create_finetuning_job(\n    task=FineTuningTaskType.CHAT_COMPLETION,\n    training_data=data[0].id,\n    validation_data=data[1].id,\n",
        "    hyperparameters={\"per_device_train_batch_size\": \"1\", \"learning_rate\": \"0.00002\", \"num_train_epochs\": \"{:epochs}\"},\n",
        "    model={:modelpath},\n    display_name={e},\n    name={e},\n    experiment_name={e},\n    output_model_name_prefix={e},\n)\nml_client.jobs.create_or_update(job)\n",
        "{?deploystuned:# Once the job has completed, deploy the model it registered (hosting bills from then):\n",
        "endpoint = ml_client.serverless_endpoints.begin_create_or_update(\n    ServerlessEndpoint(name={e}, model_id=\"azureml://locations/\" + {r} + \"/workspaces/<workspace-id>/models/\" + {e} + \"/versions/1\")\n).result()\n}",
        "{!deploystuned:# Once the job has completed, the code that serves the model it registered deploys it.\n}"
    ),
    provider: "",
    howto: "../foundry-classic/how-to/fine-tune-serverless",
    reference: "",
};

/// A model fine-tuned in a hub-based project, served as a serverless endpoint of that project
/// (`shared/reference/azure-ml-create-2026.md` §G1).
const HUB_SERVE: Spec = Spec {
    summary: "Deploy the fine-tuned {l} as a serverless endpoint of its hub-based project.",
    notes: concat!(
        "Replace <workspace-id> with the project's workspace id and <fine-tuned-model> with the name the fine-tuning job registered.\n",
        "The deployment bills hourly hosting, called or not; each has a limit of 200,000 tokens and 1,000 requests a minute.\n"
    ),
    files: &[(
        "endpoint.yml",
        "",
        "# A serverless endpoint for the fine-tuned model\nname: {e}\nmodel_id: azureml://locations/{r}/workspaces/<workspace-id>/models/<fine-tuned-model>/versions/1\n",
    )],
    cli: "{0}az ml serverless-endpoint create -f endpoint.yml -g {g} -w {w}\naz ml serverless-endpoint get-credentials -n {e} -g {g} -w {w}\n",
    imports: "\nfrom azure.ai.ml.entities import ServerlessEndpoint",
    python: "endpoint = ml_client.serverless_endpoints.begin_create_or_update(\n    ServerlessEndpoint(name={e}, model_id=\"azureml://locations/\" + {r} + \"/workspaces/<workspace-id>/models/<fine-tuned-model>/versions/1\")\n).result()\nkeys = ml_client.serverless_endpoints.get_keys(endpoint.name)\n",
    provider: "",
    howto: "../foundry-classic/how-to/fine-tune-serverless",
    reference: "",
};

/// A catalog model's open weights on managed compute, classic: the registry model on an Azure
/// ML managed online endpoint, with no scoring script or environment of yours
/// (`shared/reference/foundation-models.md` §9; `azure-ml-create-2026.md` §H).
const ONLINE_CATALOG: Spec = Spec {
    summary: "Create an endpoint, and a deployment of the registry model {l} that takes all its traffic.",
    notes: concat!(
        "No scoring script or environment: the registry model carries them. Replace <version> with the model card's latest version.\n",
        "{?hf:Replace <your-model> with your model's name in the Hugging Face collection (registry azure-huggingface): check that it is there and that its license lets you serve it.\n}",
        "~{v} must also be in the model card's inference_compute_allow_list.\n",
        "max_concurrent_requests_per_instance 8 follows Microsoft's example (the default is 1): set it to what the model's runtime serves at once; too high raises latency, too low rejects requests with 429.\n",
        "Quota: {?S:this size skips the 20% reservation for upgrades}{!S:20% extra is reserved for upgrades}, so {k} instances need quota for {q} ({u} vCPUs of {v}).\n",
        "{?F:Microsoft recommends at least 3 instances for high availability.\n}",
        autoscale_note!(),
        "Managed compute has no built-in content filtering: call Azure AI Content Safety.\n",
        region_note!()
    ),
    files: &[
        ("endpoint.yml", "managedOnlineEndpoint", "name: {e}\nauth_mode: key\n{?private:public_network_access: disabled\n}"),
        (
            "deployment.yml",
            "managedOnlineDeployment",
            "name: blue\nendpoint_name: {e}\nmodel: {:modelpath}\ninstance_type: {v}\ninstance_count: {k}\nrequest_settings:\n  request_timeout_ms: 180000\n  max_concurrent_requests_per_instance: 8\n",
        ),
    ],
    cli: concat!(
        "{0}az ml online-endpoint create -f endpoint.yml -g {g} -w {w}\n{1}az ml online-deployment create -f deployment.yml --all-traffic -g {g} -w {w}\n",
        autoscale_cli!()
    ),
    imports: "\nfrom azure.ai.ml.entities import ManagedOnlineDeployment, ManagedOnlineEndpoint, OnlineRequestSettings",
    python: concat!(
        "endpoint = ManagedOnlineEndpoint(name={e}, auth_mode=\"key\"{?private:, public_network_access=\"disabled\"})\nml_client.online_endpoints.begin_create_or_update(endpoint).result()\n",
        "deployment = ManagedOnlineDeployment(\n    name=\"blue\",\n    endpoint_name={e},\n    model={:modelpath},\n    instance_type={v},\n    instance_count={k},\n",
        "    request_settings=OnlineRequestSettings(request_timeout_ms=180000, max_concurrent_requests_per_instance=8),\n)\n",
        "ml_client.online_deployments.begin_create_or_update(deployment).result()\nendpoint.traffic = {\"blue\": 100}\nml_client.online_endpoints.begin_create_or_update(endpoint).result()\n"
    ),
    provider: "",
    howto: "reference-yaml-deployment-managed-online",
    reference: "",
};

/// Fine-tuning a catalog model's open weights on your own GPUs (Models-as-a-Platform): the
/// serverless `finetuning` job plus the compute it runs on (`azure-ml-create-2026.md` §G2).
const FINETUNE_GPU: Spec = Spec {
    summary: "{?cluster:Create a GPU cluster, then run }{!cluster:Run }a fine-tuning job of {l} on {?cluster:it}{!cluster:serverless GPUs}: your compute, your recipe.",
    notes: concat!(
        "Replace train.jsonl and validation.jsonl with your chat-format JSONL, and <version> with the model card's latest version.\n",
        "~{v} must be in the model card's finetune_compute_allow_list.\n",
        "{?noserverless:~Whether Azure ML's fine-tuning job takes {l} is not in the sources read (Azure has no serverless fine-tuning of it): where its model card does not allow it, run your own training script as a command job on the same compute.\n}",
        "{?cluster:{?L:tier low_priority is the Spot tier: evicted nodes bill too, so checkpoint the job.\n}}",
        "The fine-tuned weights are registered in the workspace: serve them on managed compute.\n",
        region_note!()
    ),
    files: &[
        ("cluster.yml", "amlCompute", concat!("{?cluster:", cluster_yaml!(), "}")),
        (
            "finetune.yml",
            "",
            "type: finetuning\nname: {:ftname}\nexperiment_name: {:ftname}\ntask: chat_completion\nmodel_provider: custom\nmodel:\n  path: {:modelpath}\n  type: mlflow_model\n{?cluster:compute: {a}\n}{!cluster:resources:\n  instance_types:\n  - {v}\n}training_data: train.jsonl\nvalidation_data:\n  path: validation.jsonl\n  type: uri_file\nhyperparameters:\n  num_train_epochs: \"{:epochs}\"\n  per_device_train_batch_size: \"1\"\n  learning_rate: \"0.00002\"\noutputs:\n  registered_model:\n    name: {:ftname}\n    type: mlflow_model\n",
        ),
    ],
    cli: concat!("{?cluster:", cluster_cli!(), "}{1}az ml job create -f finetune.yml -g {g} -w {w}\n"),
    imports: "{?cluster:\nfrom azure.ai.ml.entities import AmlCompute}",
    python: concat!(
        "{?cluster:",
        cluster_py!(),
        "}",
        "# The job is the YAML tab's finetune.yml:\nfrom azure.ai.ml import load_job\nml_client.jobs.create_or_update(load_job(\"finetune.yml\"))\n"
    ),
    provider: "",
    howto: "how-to-use-serverless-compute",
    reference: "",
};

fn spec(t: Target, i: &Input) -> &'static Spec {
    use Target::*;
    match t {
        ManagedOnlineEndpoint if i.llm.is_some() => &ONLINE_CATALOG,
        ComputeCluster | Serverless if i.llm.is_some() => &FINETUNE_GPU,
        // A catalog model's open weights as your own model (`onprem.rs`).
        KubernetesOnlineEndpoint if i.llm.is_some() => &ONLINE_K8S_OPEN,
        Kubernetes if i.llm.is_some() => &FINETUNE_K8S,
        Local => &NOTHING,
        AttachedDatabricks => &DATABRICKS,
        ComputeInstance => &INSTANCE,
        ComputeCluster => &CLUSTER,
        Serverless => &SERVERLESS,
        ServerlessSpark => &SPARK,
        Kubernetes => &KUBERNETES,
        AttachedVm => &VM,
        AttachedSynapse => &SYNAPSE,
        ManagedOnlineEndpoint | KubernetesOnlineEndpoint => &ONLINE,
        BatchEndpoint => &BATCH,
        StandardDeployment if i.finetuned && hub(i) => &HUB_SERVE,
        StandardDeployment | ProvisionedThroughput => &FOUNDRY_DEPLOY,
        FlexProcessing => &FOUNDRY_FLEX,
        BatchDeployment => &FOUNDRY_BATCH,
        ServerlessFinetune if hub(i) => &FINETUNE_HUB,
        ServerlessFinetune => &FINETUNE_FOUNDRY,
    }
}

/// The model is fine-tuned in a hub-based project (serverless, Models-as-a-Service).
fn hub(i: &Input) -> bool {
    i.llm
        .and_then(|l| l.model().finetune)
        .is_some_and(|f| f.hub)
}

const PY_HEAD: &str =
    "# pip install \"azure-ai-ml>=1.34.1\" azure-identity\nfrom azure.ai.ml import MLClient";
const PY_CLIENT: &str = "\nfrom azure.identity import DefaultAzureCredential\n\nml_client = MLClient(\n    DefaultAzureCredential(),\n    {s},\n    {g},\n    {w},\n)\n";

/// The language a template's text values are quoted for.
#[derive(Clone, Copy, PartialEq)]
enum Lang {
    Text,
    Sh,
    Yaml,
    Py,
}

/// Fills templates with one target's values and names.
struct Fill<'a> {
    i: &'a Input,
    n: &'a Names,
    k8s: bool,
    /// Provisioned throughput rather than a standard deployment.
    ptu: bool,
    /// A fine-tuning job on a cluster of yours rather than on serverless GPUs.
    cluster: bool,
    /// A batch deployment (its images differ from an online one's).
    batch: bool,
    /// A private network in the workspace's managed network (not for Kubernetes or an attached
    /// VM, which it doesn't support).
    managed_network: bool,
    /// A Foundry target on a hub-based project's route, whose network is its hub's.
    hub: bool,
    /// A private network's last steps (`network::lockdown`; empty without one).
    lock: Lockdown,
    /// The resource id of what is attached.
    id: String,
    /// The YAML files as written: name, text.
    files: Vec<(&'static str, String)>,
}

impl Fill<'_> {
    fn flag(&self, k: u8) -> bool {
        let i = self.i;
        match k {
            b'L' => i.low(),
            b'I' => i.idle_minutes > 0,
            b'K' => self.k8s,
            b'F' => i.instances < 3,
            b'P' => i.priced,
            // A managed deployment priced as autoscaled between two instance counts.
            b'A' => !self.k8s && i.min_instances < i.instances,
            // A Kubernetes deployment priced as autoscaled: its own scale settings.
            b'U' => self.k8s && i.min_instances < i.instances,
            // Kubernetes on your own hardware: no Azure list price.
            b'W' => i.onprem,
            // A Kubernetes cluster the team already runs: its bill is its own, not estimated.
            b'O' => i.owned,
            b'G' => i.gpus > 0,
            b'M' => i.gpus > 1 || (i.gpus > 0 && i.nodes > 1),
            b'S' => prices::endpoint_sku(i.vm) == Some(true),
            _ => !i.spark.eq_ignore_ascii_case(i.vm),
        }
    }

    /// A named flag of the foundation-model templates.
    fn named_flag(&self, name: &str) -> bool {
        let i = self.i;
        let m = i.llm.map(Llm::model);
        let ft = m.and_then(|m| m.finetune);
        match name {
            // Several people, one compute instance each.
            "people" => i.people > 1,
            "deploystuned" => i.deploys_tuned,
            "newaccount" => i.new_account,
            "openai" => m.is_some_and(|m| m.seller == Seller::AzureOpenAi),
            "partner" => m.is_some_and(|m| m.marketplace()),
            "gpt6" => i.llm.is_some_and(crate::advisor::models::gpt6::is_gpt6),
            "finetuned" => i.finetuned,
            "hf" => i.llm.is_some_and(Llm::is_hf),
            "ptu" => self.ptu,
            // The fine-tuned model has a serverless (per-token) deployment type.
            "serverless" => i.llm.is_some_and(|l| finetuned::serving_type(l).is_some()),
            // The fine-tuned model's deployment type is offered in some regions only.
            "limited" => {
                if self.ptu {
                    i.ptu_limited
                } else {
                    i.limited
                }
            }
            "over" => i.over_quota,
            // A default quota of none (Claude fable, row M): nothing to cap at; the model's
            // note says a quota request comes first.
            "noquota" => m.is_some_and(|m| m.quota.request_first),
            // Claude: limits per subscription, billed in Claude Consumption Units (rows M, O).
            "claude" => i.llm.is_some_and(models::is_claude),
            // Claude's Data Zone Standard: the Azure-hosted version's, US only (row N).
            "claudezone" => {
                !self.ptu
                    && i.deployment == Deployment::DataZoneStandard
                    && i.llm.is_some_and(models::is_claude)
            }
            // What code calling the model must know (`Model::note`).
            "note" => m.is_some_and(|m| !m.note.is_empty()),
            // The standard deployment's tokens have a price in the data.
            "tokpriced" => {
                self.ptu
                    || i.llm.is_some_and(|l| {
                        crate::advisor::requirements::residency::price(l, i.deployment, i.residency)
                            .known()
                    })
            }
            "private" => i.private,
            "managednet" => self.managed_network,
            "hub" => self.hub,
            "cmk" => i.cmk,
            "cluster" => self.cluster,
            "existing" => ft.is_some_and(|f| f.existing_only),
            // The fine-tuned deployment has a retirement date of its own.
            "ftuntil" => i.llm.and_then(ftjourney::deployment_until).is_some(),
            "gated" => ft.is_some_and(|f| f.gated),
            // A reinforcement fine-tuning job: a grader in its method.
            "rft" => i.method == Some(Method::Reinforcement),
            // No serverless fine-tuning: open weights fine-tuned on your own GPUs only.
            "noserverless" => m.is_some_and(|m| !m.fine_tunable()),
            "zonebatch" => {
                i.residency == Residency::Any
                    && i.llm.is_some_and(|l| delay::zone_batch(l).is_some())
            }
            // Data must stay in a zone or a region (`residency.rs`).
            "resident" => i.residency != Residency::Any,
            // The Azure ML registry holding the model is known (`models.rs`).
            "registry" => m.is_some_and(|m| !m.registry.is_empty()),
            // The version and format are known, or fixed for a fine-tuned model.
            "version" => i.finetuned || m.is_some_and(|m| !m.version.is_empty()),
            "format" => {
                (i.finetuned && m.is_some_and(|m| m.seller == Seller::AzureOpenAi))
                    || (!i.finetuned && m.is_some_and(|m| !m.format.is_empty()))
            }
            _ => self.flag(name.as_bytes()[0]),
        }
    }

    /// The Foundry resource's region: the one priced, or where a fine-tuned model's deployment
    /// type is limited to some regions (regional Standard, Regional Provisioned), the listed one.
    fn location(&self) -> &'static str {
        if self.ptu {
            self.i.ptu_location
        } else {
            self.i.location
        }
    }

    /// A named value of the foundation-model templates, and whether it is text.
    fn named(&self, name: &str) -> Option<(String, bool)> {
        let i = self.i;
        match name {
            "people" => return Some((i.people.to_string(), false)),
            "k8snodes" => return Some((i.kubernetes_nodes.to_string(), false)),
            // The first person's compute instance.
            "first" => return Some((self.n.compute.clone() + "-1", true)),
            "runtime" => return Some((i.runtime.to_string(), true)),
            "vcpus" => {
                let v = crate::advisor::facts::traffic::group(i.vcpus.into());
                return Some((v, false));
            }
            // Memory in GiB, with its tenth where it has one ("3.5", "1,800").
            "mem" => {
                let gib = f64::from(i.memory_gib_tenths) / 10.0;
                return Some((crate::advisor::facts::num::grouped(gib, 1), false));
            }
            // The workspace a private network closes: a hub-based project's is its hub's.
            "ws" if self.hub => return Some(("<hub>".into(), true)),
            "ws" => return Some((self.n.workspace.clone(), true)),
            "itype" => return Some((i.instance_type().name, true)),
            "icpu" => return Some((i.instance_type().cpu(), true)),
            "imem" => return Some((i.instance_type().memory(), true)),
            // The instance type file as written, for the Python to write and apply.
            "itypeyaml" => {
                let (_, yaml) = self.files.iter().find(|f| f.0 == "instance-type.yaml")?;
                return Some((yaml.clone(), false));
            }
            // The workspace file a requirement creates (`network::workspace_yaml`), as a heredoc.
            "wsfile" => {
                let (name, yaml) = self.files.iter().find(|f| f.0 == "workspace.yml")?;
                return Some((format!("cat > {name} <<'EOF'\n{yaml}EOF\n"), false));
            }
            // The private network's last shell steps (`network::Lockdown`), as comments: for the
            // tools that cannot take them (YAML, and the SDKs here), whose text says so.
            "pe" | "peoff" => {
                let mut shell = self.fill(self.lock.endpoint, Lang::Sh);
                if name == "peoff" {
                    shell += &self.fill(self.lock.off, Lang::Sh);
                }
                // Every line behind "# ", their own comments too: removing the first two
                // characters of each gives the shell's lines back.
                let mut out = String::new();
                for line in shell.lines() {
                    out.push_str("# ");
                    out.push_str(line);
                    out.push('\n');
                }
                return Some((out, false));
            }
            // The Key Vault of a workspace with customer-managed keys, quoted once as a whole.
            "keyvault" => {
                let n = self.n;
                return Some((
                    "/subscriptions/".to_string()
                        + &n.subscription
                        + "/resourceGroups/"
                        + &n.resource_group
                        + "/providers/Microsoft.KeyVault/vaults/<key-vault>",
                    true,
                ));
            }
            _ => {}
        }
        let l = i.llm?;
        let m = l.model();
        let text = |s: &str| Some((s.to_string(), true));
        let or = |v: &str, placeholder: &str| {
            if v.is_empty() {
                placeholder.to_string()
            } else {
                v.to_string()
            }
        };
        match name {
            "account" => text(&self.n.compute),
            "batchsku" => text(i.batch.sku()),
            "batchtype" => text(i.batch.label()),
            "trainingtype" => text(i.training),
            "trainingwords" => text(&i.trains.words()),
            "location" => text(self.location()),
            "regions" => text(&finetuned::regions_of(
                l,
                if self.ptu { i.ptu } else { i.deployment },
            )),
            "type" => text(if self.ptu { i.ptu } else { i.deployment }.label()),
            "sku" => text(if self.ptu { i.ptu } else { i.deployment }.sku()),
            "capacity" => Some((
                (if self.ptu { i.ptus } else { i.capacity }).to_string(),
                false,
            )),
            "tpm" => text(&crate::advisor::facts::traffic::group(
                u64::from(if self.ptu { i.ptus } else { i.capacity }) * 1000,
            )),
            "shown" if i.finetuned => text(&format!("your fine-tuned {}", m.name)),
            "shown" => text(m.name),
            "model" if i.finetuned => text("<fine-tuned-model-id>"),
            "model" => text(m.name),
            "version" if i.finetuned => text("1"),
            "version" => text(&or(m.version, "<version>")),
            "format" if i.finetuned && m.seller != Seller::AzureOpenAi => text("<format>"),
            "format" => text(&or(m.format, "<format>")),
            "ftformat" if m.seller == Seller::AzureOpenAi => text("OpenAI"),
            "ftformat" => text("<format>"),
            "base" => text(m.finetune.map_or(m.name, |f| f.base)),
            "suffix" => text(&self.n.endpoint),
            // A GPU fine-tuning job's name and its registered model's: the endpoint name where
            // one was given, else the model's ("deepseek-v3-2-ft").
            "ftname" if self.n.endpoint.is_empty() => {
                text(&format!("{}-ft", l.slug().replace('.', "-")))
            }
            "ftname" => text(&self.n.endpoint),
            "epochs" => Some((i.epochs.to_string(), false)),
            "zones" => text(delay::zone_batch(l).unwrap_or("")),
            "registry" => text(m.registry),
            "existing" => text(&ftjourney::existing_only(l).unwrap_or_default()),
            "ftuntil" => text(&ftjourney::deployment_words(l).unwrap_or_default()),
            "modelpath" => text(&format!("{}/versions/<version>", l.model_id())),
            "note" => text(m.note),
            "unpriced" if models::is_claude(l) => text(&format!(
                "its tokens are {}.",
                models::CLAUDE_UNPRICED_SHORT
            )),
            "unpriced" => text(&match crate::advisor::models::gpt6::no_price(l) {
                Some(why) if why.contains("not estimated") => why,
                Some(why) => format!("not estimated: {why}"),
                None => format!(
                    "not estimated: the price data has no per-token price for {} as {} that this page trusts.",
                    m.name,
                    i.deployment.label()
                ),
            }),
            _ => None,
        }
    }

    /// Value `k`, and whether it is text (quoted) rather than a number or a whole heredoc.
    fn value(&self, k: u8) -> Option<(String, bool)> {
        let (i, n) = (self.i, self.n);
        let text = |s: &str| Some((s.to_string(), true));
        let quota = i.quota;
        let number = match k {
            b'c' => return text(&n.compute),
            b'e' => return text(&n.endpoint),
            b'g' => return text(&n.resource_group),
            b'w' => return text(&n.workspace),
            b's' => return text(&n.subscription),
            b'v' => return text(i.vm),
            b'r' => return text(i.region),
            b'x' => return text(&self.id),
            b'a' => return text(&format!("azureml:{}", n.compute)),
            b't' => return text(if i.low() { "low_priority" } else { "dedicated" }),
            b'j' => return text(if i.low() { "Spot" } else { "Standard" }),
            b'b' => return text(match (self.batch, i.gpus > 0) {
                (false, false) => "mcr.microsoft.com/azureml/minimal-py312-inference:latest",
                (false, true) => "mcr.microsoft.com/azureml/minimal-ubuntu22.04-py39-cuda11.8-gpu-inference:latest",
                (true, false) => "mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04:latest",
                (true, true) => "mcr.microsoft.com/azureml/openmpi5.0-cuda12.6-ubuntu24.04:latest",
            }),
            b'p' => return text(i.spark),
            b'l' => return text(i.llm.map_or("", |l| l.model().name)),
            b'y' => return text(&i.llm.map(Llm::model_id).unwrap_or_default()),
            b'0'..=b'9' => {
                let (name, yaml) = self.files.get(usize::from(k - b'0'))?;
                return Some((format!("cat > {name} <<'EOF'\n{yaml}EOF\n"), false));
            }
            b'n' => i.nodes.into(),
            b'o' => i.gpus.into(),
            b'm' => i.min_nodes.into(),
            b'd' => i.scale_down_seconds,
            b'i' => i.idle_minutes.into(),
            b'k' => i.instances.into(),
            b'h' => i.min_instances.into(),
            b'q' => quota,
            b'u' => quota * u32::from(i.vcpus),
            _ => return None,
        };
        Some((number.to_string(), false))
    }

    /// Fills template `t`, quoting text values for `lang`.
    fn fill(&self, t: &str, lang: Lang) -> String {
        let mut out = String::new();
        let b = t.as_bytes();
        let (mut i, mut from) = (0, 0);
        let quote = |v: String, is_text: bool| match lang {
            _ if !is_text => v,
            Lang::Text => v,
            Lang::Sh => sh(&v),
            Lang::Yaml => yq(&v),
            Lang::Py => py(&v),
        };
        while i + 2 < b.len() {
            if b[i] != b'{' {
                i += 1;
                continue;
            }
            let (kind, key) = (b[i + 1], b[i + 2]);
            // `{:name}`: a named value.
            if kind == b':' {
                let end = t[i..].find('}').map(|e| i + e);
                if let Some((end, Some((v, is_text)))) = end.map(|e| (e, self.named(&t[i + 2..e])))
                {
                    out.push_str(&t[from..i]);
                    out.push_str(&quote(v, is_text));
                    i = end + 1;
                    from = i;
                    continue;
                }
            }
            if kind == b'?' || kind == b'!' {
                // The matching brace: conditional text holds balanced braces only.
                let mut depth = 0;
                let mut end = i;
                while end < b.len() {
                    depth += i32::from(b[end] == b'{') - i32::from(b[end] == b'}');
                    if depth == 0 {
                        break;
                    }
                    end += 1;
                }
                out.push_str(&t[from..i]);
                // The flag's name runs to the first `:` (one letter, or a word).
                let colon = t[i + 2..end].find(':').map_or(i + 3, |c| i + 2 + c);
                let name = &t[i + 2..colon];
                let on = if name.len() == 1 {
                    self.flag(key)
                } else {
                    self.named_flag(name)
                };
                if on == (kind == b'?') {
                    out.push_str(&self.fill(&t[colon + 1..end], lang));
                }
                i = end + 1;
                from = i;
            } else if let (b'}', Some((v, is_text))) = (key, self.value(kind)) {
                out.push_str(&t[from..i]);
                out.push_str(&quote(v, is_text));
                i += 3;
                from = i;
            } else {
                i += 1;
            }
        }
        out.push_str(&t[from..]);
        out
    }
}

/// The private network's last steps in Python: the shell's private endpoint and DNS zones as
/// comments, which the SDK code here does not create, then public access off where the SDK sets
/// it (`Lockdown::python`), else the shell's line for that too.
const PY_LOCK: &str = "\n# The private network, last: the {?hub:hub's}{!hub:workspace's} private endpoint and its DNS zones, which\n# azure-ai-ml doesn't create: run these Azure CLI lines (as in the Azure CLI tab)\n{:pe}# Then public access off: from here on, reach the {?hub:hub}{!hub:workspace} from that network (VPN or ExpressRoute)\n";
const PY_LOCK_ALL: &str = "\n# The private network, last: the Foundry resource's private endpoint, its DNS zones and\n# public access off, which this code doesn't set: run these Azure CLI lines (as in the Azure CLI tab)\n{:peoff}";
/// The same in YAML: the workspace's `public_network_access` in a file of its own, after the
/// shell's lines as comments; where YAML sets nothing (a Foundry resource, a hub), only those.
const YAML_LOCK: &str = "# Last, once the other files are applied: YAML can't create the workspace's private endpoint\n# or its DNS zones. Run these Azure CLI lines (as in the Azure CLI tab), then turn public access\n# off with this file: az ml workspace update --file workspace-private.yml -n {w} -g {g}\n{:pe}";
const YAML_LOCK_ALL: &str = "# The private network, last: YAML can't create {?hub:the hub's}{!hub:the Foundry resource's} private endpoint or its\n# DNS zones, nor turn its public access off: run these Azure CLI lines (as in the Azure CLI tab)\n{:peoff}";

impl Fill<'_> {
    /// The private network's last steps in each tool: the shell's, the YAML (a file, or comments
    /// alone), and the Python after the target's code.
    fn lockdown(&self) -> (String, (Option<&'static str>, String), String) {
        let l = self.lock;
        let cli = self.fill(&(l.endpoint.to_string() + l.off), Lang::Sh);
        let yaml = if l.yaml.is_empty() {
            (None, self.fill(YAML_LOCK_ALL, Lang::Yaml))
        } else {
            (
                Some("workspace-private.yml"),
                format!("$schema: {SCHEMA}workspace.schema.json\n")
                    + &self.fill(&(YAML_LOCK.to_string() + l.yaml), Lang::Yaml),
            )
        };
        let python = if l.python.is_empty() {
            self.fill(PY_LOCK_ALL, Lang::Py)
        } else {
            self.fill(&(PY_LOCK.to_string() + l.python), Lang::Py)
        };
        (cli, yaml, python)
    }
}

/// A Foundry target on a hub-based project's route (Models-as-a-Service fine-tuning, and serving
/// what it made), whose network is the hub's.
pub fn on_hub(t: Target, i: &Input) -> bool {
    hub(i) && (t == Target::ServerlessFinetune || (t == Target::StandardDeployment && i.finetuned))
}

/// A plan's closing step, after every workload's commands: the shared workspace's private
/// endpoint and public access off, as `t`'s single result ends with them.
pub fn workspace_lockdown(t: Target, i: &Input, n: &Names, tool: Tool) -> String {
    let Some(lock) = network::lockdown(t, i.private, on_hub(t, i)) else {
        return String::new();
    };
    let f = Fill {
        i,
        n,
        k8s: false,
        ptu: false,
        cluster: false,
        batch: false,
        managed_network: false,
        hub: on_hub(t, i),
        lock,
        id: String::new(),
        files: Vec::new(),
    };
    let (cli, (file, yaml), python) = f.lockdown();
    match tool {
        Tool::Cli => cli,
        Tool::Python => PY_HEAD.to_string() + &f.fill(PY_CLIENT, Lang::Py) + &python,
        Tool::Yaml => file.map_or(String::new(), |f| format!("# file: {f}\n")) + &yaml,
    }
}

/// No private network: nothing to close.
const OPEN: Lockdown = Lockdown {
    endpoint: "",
    off: "",
    python: "",
    yaml: "",
};

/// Everything it takes to create (or attach, or use) a target with these values and names.
pub fn plan(t: Target, i: &Input, n: &Names) -> Plan {
    let s = spec(t, i);
    let hub = on_hub(t, i);
    let lock = network::lockdown(t, i.private, hub).filter(|_| i.workspace_lockdown);
    let mut f = Fill {
        i,
        n,
        k8s: t == Target::KubernetesOnlineEndpoint,
        ptu: t == Target::ProvisionedThroughput,
        cluster: t == Target::ComputeCluster,
        batch: t == Target::BatchEndpoint,
        managed_network: i.private && network::in_managed_network(t),
        hub,
        lock: lock.unwrap_or(OPEN),
        id: String::new(),
        files: Vec::new(),
    };
    f.id = f.fill(
        "/subscriptions/{s}/resourceGroups/{g}/providers/",
        Lang::Text,
    ) + s.provider;
    let page = |p: &str| {
        let p = f.fill(p, Lang::Text);
        match p.strip_prefix("../") {
            Some(azure) => "https://learn.microsoft.com/azure/".to_string() + azure,
            None => LEARN.to_string() + &p,
        }
    };
    let url = page(s.howto);
    let reference = page(if s.reference.is_empty() {
        s.howto
    } else {
        s.reference
    });
    // Each file of a kind the reference has a page for is shown with that page.
    let file_page = |name: &str| {
        let own = match name {
            "cluster.yml" => "reference-yaml-compute-aml",
            "kubernetes.yml" => "reference-yaml-compute-kubernetes",
            "instance-type.yaml" => "how-to-manage-kubernetes-instance-types",
            "job.yml" | "k8s-job.yml" => "reference-yaml-job-command",
            "workspace.yml" | "workspace-private.yml" => "reference-yaml-workspace",
            _ => return reference.clone(),
        };
        LEARN.to_string() + own
    };
    let notes = f
        .fill(
            &(s.notes.to_string() + network::plan_notes(t, i.private, i.cmk, hub)),
            Lang::Text,
        )
        .split_terminator('\n')
        .map(|l| {
            let unverified = l.strip_prefix('~');
            Caveat {
                text: unverified.unwrap_or(l).into(),
                unverified: unverified.is_some(),
            }
        })
        .collect();
    let mut snippets = Vec::new();
    if !s.cli.is_empty() {
        for (name, schema, body) in s.files {
            let body = f.fill(body, Lang::Yaml);
            let head = if schema.is_empty() || body.is_empty() {
                String::new()
            } else {
                format!(
                    "$schema: {SCHEMA}{}.schema.json\n",
                    f.fill(schema, Lang::Text)
                )
            };
            f.files.push((name, head + &body));
        }
        if let Some(body) =
            network::workspace_yaml(t, i.private, i.cmk).filter(|_| i.workspace_setup)
        {
            let body = f.fill(body, Lang::Yaml);
            f.files.push((
                "workspace.yml",
                format!("$schema: {SCHEMA}workspace.schema.json\n{body}"),
            ));
        }
        let snippet = |tool, file, code, url: &String| Snippet {
            tool,
            file,
            code,
            url: url.clone(),
        };
        let before = if i.workspace_setup {
            network::setup_steps(t, i.private, i.cmk)
        } else {
            ""
        };
        let (lock_cli, lock_yaml, lock_py) = match lock {
            Some(_) => f.lockdown(),
            None => Default::default(),
        };
        let cli = f.fill(&(before.to_string() + s.cli), Lang::Sh) + &lock_cli;
        snippets.push(snippet(Tool::Cli, None, cli, &url));
        // A file whose whole body is conditional and left out (a subscription only partner models need).
        for (name, yaml) in f.files.iter().filter(|f| !f.1.is_empty()) {
            snippets.push(snippet(
                Tool::Yaml,
                Some(*name),
                yaml.clone(),
                &file_page(name),
            ));
        }
        if lock.is_some() {
            let url = file_page(lock_yaml.0.unwrap_or_default());
            snippets.push(snippet(Tool::Yaml, lock_yaml.0, lock_yaml.1, &url));
        }
        // A program of another SDK than azure-ai-ml carries its own head.
        let py_before = if i.workspace_setup {
            network::python_setup(t, i.private, i.cmk)
        } else {
            ""
        };
        let python = if s.python.starts_with("# pip") {
            f.fill(s.python, Lang::Py)
        } else {
            PY_HEAD.to_string()
                + &f.fill(s.imports, Lang::Text)
                + &f.fill(PY_CLIENT, Lang::Py)
                + &f.fill(py_before, Lang::Py)
                + &f.fill(s.python, Lang::Py)
        } + &lock_py;
        snippets.push(snippet(Tool::Python, None, python, &url));
    }
    // The names the templates use: a Foundry resource's route names no workspace, a hub's no
    // Foundry resource.
    let uses = |holes: &[&str]| {
        holes.iter().any(|h| {
            // azure-ai-ml's client names the subscription, resource group and workspace.
            let client = if s.python.starts_with("# pip") {
                ""
            } else {
                PY_CLIENT
            };
            [s.cli, s.python, client]
                .into_iter()
                .chain(s.files.iter().map(|f| f.2))
                .any(|t| t.as_bytes().windows(h.len()).any(|w| w == h.as_bytes()))
        })
    };
    let names = if s.cli.is_empty() {
        [false; 5]
    } else {
        [
            uses(&["{s}"]),
            uses(&["{g}"]),
            uses(&["{w}"]),
            uses(&["{c}", "{a}", "{:account}"]),
            uses(&["{e}", "{:suffix}"]),
        ]
    };
    Plan {
        target: t,
        summary: f.fill(s.summary, Lang::Text),
        names,
        notes,
        snippets,
        url,
    }
}

/// The plan for a usage profile, with suggested names.
pub fn plan_for(t: Target, usage: &Usage) -> Plan {
    plan(t, &Input::from_usage(usage), &Names::for_target(t))
}

/// The same in the usage's situation, as `advise --snippets` writes it (the page and the
/// Markdown read the report's routes: [`Input::of`]).
pub fn plan_in(t: Target, usage: &Usage, s: &Situation) -> Plan {
    plan(t, &Input::from_usage(usage).at(s), &Names::for_target(t))
}
