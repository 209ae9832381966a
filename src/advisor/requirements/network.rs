//! Two requirements an organisation sets, asked on every path: the work must stay off the public
//! internet (`network=private`), and stored data must be encrypted with customer-managed keys
//! (`cmk=required`). For each target, what the requirement takes (the tips), what it costs where
//! the price data has a meter and what it leaves unpriced (the costs' assumptions), what it
//! changes in the create commands (`create.rs` reads [`Input`](crate::advisor::documents::create::Input)'s flags and
//! [`setup_steps`] / [`python_setup`] / [`workspace_yaml`] before a target's own commands,
//! [`lockdown`] after them), and which targets drop out (the exclusions, with the reason).
//!
//! Sources read (MicrosoftDocs/azure-ai-docs, with their ms.date):
//! - `articles/machine-learning/how-to-managed-network.md` (08/29/2024): the workspace managed
//!   network secures "compute instances, compute clusters, serverless compute, and managed online
//!   endpoints"; outbound modes `allow_internet_outbound` and `allow_only_approved_outbound`
//!   (`az ml workspace update --managed-network …`, YAML `managed_network: isolation_mode:`);
//!   "Kubernetes and attached VMs aren't supported in an Azure Machine Learning managed virtual
//!   network"; once enabled it can't be disabled; serverless Spark needs the network provisioned
//!   by hand; batch endpoints need private endpoint rules to the default storage's queue and
//!   table; Pricing: the managed network "is free", Azure Private Link and Azure Firewall (FQDN
//!   rules) are charged.
//! - `articles/machine-learning/how-to-configure-private-link.md` (09/05/2024): the workspace's
//!   private endpoint (`az network private-endpoint create … --group-id amlworkspace`), its
//!   private DNS zones `privatelink.api.azureml.ms` and `privatelink.notebooks.azure.net`, and
//!   public access turned off with `public_network_access` (CLI `--set`, SDK v2 `Workspace`);
//!   control-plane operations such as creating compute still go over the public internet, data
//!   plane operations (studio, APIs, SDK) use the private endpoint.
//! - `articles/machine-learning/concept-customer-managed-keys.md` (05/21/2024): a CMK workspace
//!   stores metadata on Azure Cosmos DB, Azure AI Search and Azure Storage in a Microsoft-managed
//!   resource group of your subscription, "the costs for your subscription are higher"; a
//!   cluster's OS disk is always encrypted with Microsoft-managed keys; a compute instance's OS
//!   and temporary disks can't use customer-managed keys; AKS can.
//! - `articles/foundry/how-to/configure-private-link.md` (03/12/2026): a Foundry resource's
//!   public network access Disabled and a private endpoint; its list of features without network
//!   isolation names no model deployment type.
//! - `articles/foundry/concepts/customer-managed-keys.md` (08/24/2026): CMK on the Foundry
//!   resource covers fine-tuning (files and fine-tuned models) and batch jobs; runtime and
//!   training's temporary files only partly; Hugging Face weights on managed compute are not
//!   covered; CMK only in the regions of Azure AI Search.
//! - `articles/foundry-classic/how-to/fine-tune-serverless.md` (01/28/2026): "Using
//!   customer-managed keys (CMKs) is *not* a supported enterprise scenario with serverless API
//!   deployment fine-tuning"; its storage may have public network access disabled.
//! - `articles/foundry/concepts/managed-compute-overview.md` (06/01/2026): Foundry managed
//!   compute (preview) uses the Foundry resource's network configuration and needs no outbound
//!   access to Hugging Face.
//! - `articles/machine-learning/reference-yaml-workspace.md`: the workspace YAML's
//!   `public_network_access` (`enabled`, `disabled`) and `managed_network`; and
//!   `how-to-managed-network.md`'s `az ml workspace update --file workspace.yaml --name …
//!   --resource-group …`, which the YAML of a private network applies.
//! - `articles/foundry-classic/how-to/hub-configure-private-link.md`: a hub's private endpoint is a
//!   workspace's (`--group-id amlworkspace`, zones `privatelink.api.azureml.ms` and
//!   `privatelink.notebooks.azure.net`); a hub-based project's network is its hub's.
//! - Azure Private Endpoint private DNS zone values (MicrosoftDocs/azure-docs
//!   `articles/private-link/private-endpoint-dns.md`, updated 2026-05-07), "AI + Machine
//!   Learning": a Foundry resource (`Microsoft.CognitiveServices/accounts`, sub-resource `account`)
//!   takes `privatelink.cognitiveservices.azure.com`, `privatelink.openai.azure.com` and
//!   `privatelink.services.ai.azure.com`.
//! - The managed online endpoint's `public_network_access: disabled`: the create reference
//!   (`shared/reference/azure-ml-create.md`) and the concept page on network isolation of managed
//!   online endpoints (azure-docs copy, 08/02/2023).
//!
//! Not read, so said to be unverified where it matters: how attached Databricks and Synapse
//! connect privately, serverless compute's own disks under CMK, a managed online endpoint's
//! disks under CMK, the `az` flags of a Foundry resource's public network access and private
//! endpoint, the workspace YAML's `customer_managed_key` fields.

use super::rule_rows::{Exclusion, For, Rule, Tip};
use crate::advisor::answers::{Cmk, ModelUse, Network, Residency, Situation, Stage};
use crate::advisor::facts::catalog::Target::{self, *};
use crate::advisor::facts::sources::{Doc, Source};
use crate::advisor::models::ftjourney;
use crate::advisor::models::{Llm, Weights};

const MANAGED_NETWORK: Source = Source::Doc(Doc::ManagedNetwork);
const AML_CMK: Source = Source::Doc(Doc::CustomerManagedKeys);
const WORKSPACE_PRIVATE_LINK: Source = Source::Doc(Doc::WorkspacePrivateLink);
const FOUNDRY_NETWORK: Source = Source::Doc(Doc::FoundryPrivateLink);
const FOUNDRY_CMK: Source = Source::Doc(Doc::FoundryCmk);

pub fn private(s: &Situation) -> bool {
    s.network == Network::Private
}
pub fn cmk(s: &Situation) -> bool {
    s.cmk == Cmk::Required
}

fn catalog(s: &Situation) -> bool {
    s.model != ModelUse::Own && matches!(s.stage, Stage::Train | Stage::Deploy)
}
fn tuning(s: &Situation) -> bool {
    catalog(s) && s.model == ModelUse::Finetune && s.stage != Stage::Deploy
}
fn serving_finetuned(s: &Situation) -> bool {
    catalog(s) && s.model == ModelUse::Finetune && s.stage == Stage::Deploy
}

/// The model's serverless fine-tuning is Models-as-a-Service in a hub-based project, which does
/// not take customer-managed keys (the Phi-4 family).
pub fn serverless_api_tuning(l: Llm) -> bool {
    l.model().finetune.is_some_and(|f| f.hub)
}

/// With customer-managed keys, fine-tuning this model's open weights as a GPU job comes first:
/// its serverless fine-tuning does not take them.
pub fn keys_on_own_gpus(l: Llm, keys: Cmk) -> bool {
    keys == Cmk::Required && serverless_api_tuning(l) && l.model().weights == Weights::Open
}

/// Fine-tuning the open weights on your own GPUs comes first: where Azure has no serverless
/// fine-tuning that serves them per token (`ftjourney::own_gpus_first`), or customer-managed
/// keys rule its serverless fine-tuning out, or it cannot keep the data where it must stay
/// (`residency::own_gpus_first`). The hours they train are then asked and priced.
/// `region` is the region data must stay in under `residency=region` ("" elsewhere).
pub fn own_gpus_first_with(l: Llm, keys: Cmk, r: Residency, region: &str) -> bool {
    super::residency::own_gpus_first(l, r, region) || keys_on_own_gpus(l, keys)
}

pub fn own_gpus_first(s: &Situation) -> bool {
    own_gpus_first_with(s.llm, s.cmk, s.residency, s.region)
}

/// What breaks a requirement, never ranked (after `rules::EXCLUSIONS`, before the fact rules).
pub const EXCLUSIONS: &[Exclusion] = &[
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "no-customer-managed-keys-with-serverless-api-fine-tuning",
        targets: &[ServerlessFinetune],
        when: |s| cmk(s) && tuning(s) && serverless_api_tuning(s.llm),
        why: "Customer-managed keys are required, and using them \u{201c}is not a supported enterprise scenario with serverless API deployment fine-tuning\u{201d}: fine-tune the open weights as a GPU job on Azure ML instead, with your storage and your keys.",
        source: Source::Doc(Doc::FineTuneServerless),
    },
    Exclusion {
        #[cfg(not(target_arch = "wasm32"))]
        id: "keys-fine-tuned-weights-serve-on-managed-compute",
        targets: &[StandardDeployment],
        when: |s| cmk(s) && serving_finetuned(s) && keys_on_own_gpus(s.llm, s.cmk),
        why: "With customer-managed keys the model is fine-tuned as a GPU job of yours (serverless fine-tuning does not take them), so the fine-tuned weights are yours: they are served on managed compute, not as a serverless endpoint of a hub-based project.",
        source: Source::Doc(Doc::FineTuneServerless),
    },
];

/// What the requirements weigh (after `rules::RULES`).
pub const RULES: &[Rule] = &[
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "keys-fine-tune-open-weights-on-your-gpus-first",
        targets: &[Serverless, ComputeCluster],
        weight: 400,
        when: |s| tuning(s) && keys_on_own_gpus(s.llm, s.cmk) && !ftjourney::own_gpus_first(s.llm),
        text: "Customer-managed keys are required and serverless fine-tuning does not support them: fine-tune the open weights as a GPU command job on Azure ML, with your storage and your keys, billed by the hours the GPUs train.",
        source: Source::Doc(Doc::FineTuneServerless),
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "private-network-not-in-a-managed-network",
        targets: &[Kubernetes, KubernetesOnlineEndpoint, AttachedVm],
        weight: -5,
        when: private,
        text: "Kubernetes and attached VMs aren't supported in a workspace managed network: private networking means your own virtual network for the cluster or VM, set up by you.",
        source: MANAGED_NETWORK,
    },
    Rule {
        #[cfg(not(target_arch = "wasm32"))]
        id: "keys-not-on-an-instance-disk",
        targets: &[ComputeInstance],
        weight: -5,
        when: cmk,
        text: "Customer-managed key encryption isn't supported for a compute instance's OS and temporary disks: they stay encrypted with Microsoft-managed keys.",
        source: AML_CMK,
    },
];

const FOUNDRY_TARGETS: &[Target] = &[
    StandardDeployment,
    ProvisionedThroughput,
    ServerlessFinetune,
    BatchDeployment,
    FlexProcessing,
];

#[cfg_attr(target_arch = "wasm32", allow(unused_variables))]
const fn tip(
    id: &'static str,
    target: For,
    when: fn(&Situation) -> bool,
    text: &'static str,
    source: Source,
) -> Tip {
    Tip {
        #[cfg(not(target_arch = "wasm32"))]
        id,
        target,
        when,
        text,
        source,
        preemptible: false,
    }
}

/// What each target takes to meet the requirements (after `rules::TIPS`).
pub const TIPS: &[Tip] = &[
    tip(
        "private-no-public-ip",
        For::Only(&[ComputeInstance, ComputeCluster]),
        private,
        "Private network: create it with enable_node_public_ip: false (no public IP, so none is billed) in a workspace with a managed network, allow_internet_outbound or allow_only_approved_outbound; the commands below set both. Once on, the managed network can't be turned off.",
        MANAGED_NETWORK,
    ),
    tip(
        "private-serverless",
        For::Only(&[Serverless]),
        private,
        "Private network: serverless compute runs in the workspace's managed network (set it with az ml workspace update --managed-network, as below); nothing else to create.",
        MANAGED_NETWORK,
    ),
    tip(
        "private-serverless-spark",
        For::Only(&[ServerlessSpark]),
        private,
        "Private network: serverless Spark runs in the workspace's managed network only once that network is provisioned by hand, with Spark enabled, before the first job.",
        MANAGED_NETWORK,
    ),
    tip(
        "private-batch-endpoint",
        For::Only(&[BatchEndpoint]),
        private,
        "Private network: the batch endpoint's cluster runs in the workspace's managed network with no public IP; add private endpoint outbound rules to the default storage's queue and table, which batch endpoints need.",
        MANAGED_NETWORK,
    ),
    tip(
        "private-online-endpoint",
        For::Only(&[ManagedOnlineEndpoint]),
        private,
        "Private network: set the endpoint's public_network_access to disabled, so scoring requests arrive only through the workspace's private endpoint, and its deployment runs in the workspace's managed network; the commands below set both.",
        Source::Doc(Doc::SecureOnlineEndpoint),
    ),
    tip(
        "private-foundry-managed-compute",
        For::Only(&[ManagedOnlineEndpoint]),
        // Foundry managed compute is Global only: not offered where data must stay in a zone or
        // a region (`residency.rs`), so nothing is said of its network there.
        |s| private(s) && catalog(s) && s.residency == Residency::Any,
        "Private network on Foundry managed compute (preview): it uses the Foundry resource's network configuration, and the weights are staged on Microsoft's storage, so a deployment needs no outbound access to Hugging Face.",
        Source::Doc(Doc::ManagedCompute),
    ),
    tip(
        "private-own-virtual-network",
        For::Only(&[Kubernetes, KubernetesOnlineEndpoint, AttachedVm]),
        private,
        "Private network: Kubernetes clusters and attached VMs aren't supported in a workspace managed network, and a workspace with one can't place compute in your virtual network: keep the cluster or VM in your own virtual network and reach the workspace through its private endpoint there.",
        MANAGED_NETWORK,
    ),
    tip(
        "private-attached-spark",
        For::Only(&[AttachedDatabricks, AttachedSynapse]),
        private,
        "Private network: the managed network can reach Azure Databricks through a private endpoint; Synapse is not in its list, and how an attached pool keeps its own traffic private is not in the pages read here (unverified).",
        MANAGED_NETWORK,
    ),
    tip(
        "private-workspace-endpoint",
        For::Facts(|f| in_workspace(f.target)),
        private,
        "Private network: the workspace gets a private endpoint in your virtual network, with the private DNS zones privatelink.api.azureml.ms and privatelink.notebooks.azure.net, and its public network access turned off; the commands below do this last, and from then on the studio, the CLI's jobs and the SDK reach the workspace from that network (VPN or ExpressRoute). Creating and deleting compute still goes over Azure's public control plane.",
        WORKSPACE_PRIVATE_LINK,
    ),
    tip(
        "private-local",
        For::Only(&[Local]),
        private,
        "Private network: with the workspace's public access off, your machine reaches it through a private endpoint in your virtual network, from a network joined to it (VPN or ExpressRoute).",
        MANAGED_NETWORK,
    ),
    tip(
        "private-foundry-resource",
        For::Only(FOUNDRY_TARGETS),
        private,
        "Private network: on the Foundry resource, set public network access to Disabled and add a private endpoint in your virtual network; clients reach it by VPN, ExpressRoute or Bastion. The page's list of features without network isolation names no deployment type; Batch, Flex and fine-tuning are not named either way (unverified).",
        FOUNDRY_NETWORK,
    ),
    tip(
        "private-hub-fine-tuning",
        For::Only(&[ServerlessFinetune]),
        |s| private(s) && tuning(s) && serverless_api_tuning(s.llm),
        "Private network: serverless fine-tuning in a hub works with its storage's public network access disabled; upload the data from inside the virtual network.",
        Source::Doc(Doc::FineTuneServerless),
    ),
    tip(
        "keys-workspace",
        For::Facts(|f| !f.target.is_foundry() && f.target != Local),
        cmk,
        "Customer-managed keys: create the workspace with customer_managed_key (a key in your Azure Key Vault; later only another key of that vault); Azure ML then keeps its metadata on Azure Cosmos DB, Azure AI Search and a storage account in a Microsoft-managed resource group of your subscription, billed to you.",
        AML_CMK,
    ),
    tip(
        "keys-cluster-os-disk",
        For::Only(&[ComputeCluster, BatchEndpoint]),
        cmk,
        "Customer-managed keys: a cluster node's OS disk is always encrypted with Microsoft-managed keys and deleted when the cluster scales down; keep the data in your own storage account, encrypted with your key.",
        AML_CMK,
    ),
    tip(
        "keys-serverless",
        For::Only(&[Serverless]),
        cmk,
        "Customer-managed keys: keep the data in your own storage account, encrypted with your key; how serverless compute's own disks are encrypted is not in the pages read here (unverified).",
        AML_CMK,
    ),
    tip(
        "keys-aks",
        For::Only(&[Kubernetes, KubernetesOnlineEndpoint]),
        cmk,
        "Customer-managed keys: an AKS cluster's disks can be encrypted with your key (bring your own keys with Azure disks in AKS).",
        AML_CMK,
    ),
    tip(
        "keys-online-endpoint",
        For::Only(&[ManagedOnlineEndpoint]),
        cmk,
        "Customer-managed keys: the workspace's key covers its metadata; how a managed online endpoint's own disks are encrypted is not in the pages read here (unverified).",
        AML_CMK,
    ),
    // Foundry managed compute only serves a catalog model's open weights, and only where data
    // may be processed anywhere (it is Global only).
    tip(
        "keys-foundry-managed-compute",
        For::Only(&[ManagedOnlineEndpoint]),
        |s| cmk(s) && catalog(s) && s.residency == Residency::Any,
        "Customer-managed keys on Foundry managed compute (preview): Hugging Face weights stay on Microsoft's storage, outside your key, and the compute cache isn't encrypted.",
        FOUNDRY_CMK,
    ),
    tip(
        "keys-foundry-resource",
        For::Only(FOUNDRY_TARGETS),
        cmk,
        "Customer-managed keys: set them on the Foundry resource (Encryption, a key in your Key Vault); they cover uploaded files, fine-tuned models and batch files at rest, the inference runtime and training's temporary files only partly, and are offered only in the regions of Azure AI Search.",
        FOUNDRY_CMK,
    ),
];

/// The costs' assumptions for what the requirements add: priced where the data has a meter,
/// else named as not estimated.
pub fn cost_notes(t: Target, network: Network, cmk: Cmk) -> Vec<String> {
    let mut v = Vec::new();
    let aml = !t.is_foundry() && t != Local;
    if network == Network::Private {
        if t == ComputeInstance {
            v.push("Private network: no public IP (enable_node_public_ip: false), so none is billed while the instance is stopped.".to_string());
        }
        if aml {
            v.push("Private network: the workspace's managed network is free; its private endpoints (Azure Private Link) and any FQDN outbound rules (Azure Firewall, created with the first such rule) are billed and not estimated here: the price data has no Private Link or Azure Firewall meter.".to_string());
        } else if t.is_foundry() {
            v.push("Private network: the Foundry resource's private endpoint (Azure Private Link) is billed and not estimated here: the price data has no Private Link meter.".to_string());
        }
    }
    if cmk == Cmk::Required {
        if aml {
            v.push("Customer-managed keys: the workspace's Azure Cosmos DB, Azure AI Search and storage account in your subscription, and your Key Vault, are billed and not estimated here: the price data has no meter for them.".to_string());
        } else if t.is_foundry() {
            v.push("Customer-managed keys: your Key Vault is billed and not estimated here: the price data has no meter for it.".to_string());
        }
    }
    v
}

/// Targets whose commands run in an Azure ML workspace, whose network and keys the
/// requirements set (not your own machine, Databricks' SDK v1 note, or a Foundry resource).
fn in_workspace(t: Target) -> bool {
    !t.is_foundry() && !matches!(t, Local | AttachedDatabricks)
}

/// Workspace targets that run in its managed network: Kubernetes clusters and attached VMs
/// aren't supported in one and stay in your own virtual network.
pub fn in_managed_network(t: Target) -> bool {
    in_workspace(t) && !matches!(t, Kubernetes | KubernetesOnlineEndpoint | AttachedVm)
}

/// A private network's last steps, once what the target creates exists (the commands before
/// them reach the workspace or the Foundry resource over its public endpoint): its private
/// endpoint and private DNS zones, which only the Azure CLI creates here, then public access off.
/// `create.rs` writes them as commands in the shell, and as the same commands in comments where a
/// tool cannot take them (the YAML, and SDK code that does not create private endpoints), with
/// what that tool can set itself: the workspace YAML's and `Workspace`'s `public_network_access`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lockdown {
    /// Shell: the private endpoint, its DNS zones, their links to the virtual network and the
    /// endpoint's DNS zone group.
    pub endpoint: &'static str,
    /// Shell: public access off.
    pub off: &'static str,
    /// Python that turns public access off (empty: only the shell does).
    pub python: &'static str,
    /// The body of a workspace YAML file that turns public access off (empty: none).
    pub yaml: &'static str,
}

/// The body of a loop over private DNS zones (`$zone`): each zone, and its link to the virtual
/// network, made where it does not exist yet (a network links to a zone once, and a plan's
/// resources in one network share them).
macro_rules! zone_kept {
    () => {
        "  az network private-dns zone show -g {g} -n $zone -o none 2>/dev/null \\
    || az network private-dns zone create -g {g} -n $zone
  az network private-dns link vnet show -g {g} --zone-name $zone \\
    -n '<vnet>'-link -o none 2>/dev/null \\
    || az network private-dns link vnet create -g {g} --zone-name $zone \\
    -n '<vnet>'-link --virtual-network '<vnet>' --registration-enabled false
done
"
    };
}

/// The workspace's private endpoint and its two private DNS zones, as `how-to-configure-private-link`
/// creates them. `{:ws}` is the workspace, or a hub-based project's hub (`create.rs`).
const WORKSPACE_ENDPOINT: &str = concat!(
    "# The {?hub:hub's}{!hub:workspace's} private endpoint in your virtual network (in {r}), its DNS zones, then
# public access off: from here on, reach the {?hub:hub}{!hub:workspace} from that network (VPN or ExpressRoute)
az network private-endpoint create -g {g} -n {:ws}-pe -l {r} \\
  --vnet-name '<vnet>' --subnet '<subnet>' \\
  --group-id amlworkspace --connection-name workspace \\
  --private-connection-resource-id $(az ml workspace show \\
    -n {:ws} -g {g} --query id -o tsv)
# (a zone and its link are made once in a network, which links to a zone once: a hub and a
# workspace in it share them, so those that exist are kept)
for zone in privatelink.api.azureml.ms privatelink.notebooks.azure.net; do
",
    zone_kept!(),
    "az network private-endpoint dns-zone-group create -g {g} \\
  --endpoint-name {:ws}-pe -n zones --private-dns-zone privatelink.api.azureml.ms \\
  --zone-name privatelink.api.azureml.ms
az network private-endpoint dns-zone-group add -g {g} \\
  --endpoint-name {:ws}-pe -n zones --private-dns-zone privatelink.notebooks.azure.net \\
  --zone-name privatelink.notebooks.azure.net
"
);

const WORKSPACE: Lockdown = Lockdown {
    endpoint: WORKSPACE_ENDPOINT,
    off: "az ml workspace update -n {:ws} -g {g} --set public_network_access=Disabled\n",
    python: "ws = ml_client.workspaces.get({:ws})\nws.public_network_access = \"Disabled\"\nml_client.workspaces.begin_update(ws).result()\n",
    yaml: "name: {w}\npublic_network_access: disabled\n",
};

/// A hub-based project's network is its hub's: the same steps on the hub, whose name only the
/// person knows; no YAML file of its own (a hub's YAML takes its kind).
const HUB: Lockdown = Lockdown {
    yaml: "",
    ..WORKSPACE
};

/// A Foundry resource's private endpoint (sub-resource `account`) and the three private DNS zones
/// Microsoft names for it (Azure Private Endpoint private DNS zone values, "Foundry Tools"),
/// linked and grouped as the workspace's are. The `az` flags of its public network access and of
/// this endpoint are not in the create reference: the plan notes say so.
const FOUNDRY: Lockdown = Lockdown {
    endpoint: concat!(
        "# Unverified: the Foundry resource's private endpoint and public network access off (flags
# not in the create reference; the network-isolation page does it in the portal)
az network private-endpoint create -g {g} -n {:account}-pe \\
  --vnet-name '<vnet>' --subnet '<subnet>' --group-id account \\
  --connection-name {:account}-pe \\
  --private-connection-resource-id $(az cognitiveservices account show \\
    -n {:account} -g {g} --query id -o tsv)
# Its private DNS zones, linked to your virtual network, in the endpoint's zone group: a zone
# and its link are made once for every Foundry resource in the network (a network links to a
# zone once), so those that exist are kept
for zone in privatelink.cognitiveservices.azure.com privatelink.openai.azure.com \\
    privatelink.services.ai.azure.com; do
",
        zone_kept!(),
        "az network private-endpoint dns-zone-group create -g {g} \\
  --endpoint-name {:account}-pe -n zones \\
  --private-dns-zone privatelink.cognitiveservices.azure.com \\
  --zone-name privatelink.cognitiveservices.azure.com
for zone in privatelink.openai.azure.com privatelink.services.ai.azure.com; do
  az network private-endpoint dns-zone-group add -g {g} \\
    --endpoint-name {:account}-pe -n zones --private-dns-zone $zone --zone-name $zone
done
"
    ),
    off: "az resource update -g {g} -n {:account} \\
  --resource-type Microsoft.CognitiveServices/accounts \\
  --set properties.publicNetworkAccess=Disabled
",
    python: "",
    yaml: "",
};

/// Shell lines before a target's own commands: the workspace's managed network (private), or a
/// new workspace with its key (customer-managed keys can only be set when a workspace is
/// created). `{g}`, `{w}` and `{:wsfile}` are filled by `create.rs`.
pub fn setup_steps(t: Target, private: bool, keys: bool) -> &'static str {
    if !in_workspace(t) {
        return "";
    }
    match (private && in_managed_network(t), keys) {
        (_, true) => "# A workspace with your key (set only at creation){?managednet: and a managed network}\n{:wsfile}az ml workspace create -f workspace.yml -g {g}\n",
        (true, false) => "# The workspace's managed network: no public IPs; once on, it can't be turned off\naz ml workspace update -n {w} -g {g} \\\n  --managed-network allow_internet_outbound\n",
        (false, false) => "",
    }
}

/// The last steps of a private network for a target's commands: the workspace's, a hub-based
/// project's hub's (`hub`: a Foundry target on the hub route), or a Foundry resource's.
pub fn lockdown(t: Target, private: bool, hub: bool) -> Option<Lockdown> {
    if !private {
        None
    } else if hub {
        Some(HUB)
    } else if in_workspace(t) {
        Some(WORKSPACE)
    } else if t.is_foundry() {
        Some(FOUNDRY)
    } else {
        None
    }
}

/// The workspace file of the requirements: a new workspace with your key (customer-managed keys),
/// with a managed network where the target runs in one (`{?managednet:…}`); or, for a private
/// network alone, the managed network the CLI sets with `--managed-network`, for the YAML to set.
pub fn workspace_yaml(t: Target, private: bool, keys: bool) -> Option<&'static str> {
    (in_workspace(t) && (keys || (private && in_managed_network(t)))).then_some(
        "# First, before the other files: {?cmk:a new workspace (az ml workspace create -f workspace.yml -g {g})}{!cmk:az ml workspace update --file workspace.yml -n {w} -g {g}}\nname: {w}\n{?managednet:managed_network:\n  isolation_mode: allow_internet_outbound\n}{?cmk:customer_managed_key:\n  key_vault: {:keyvault}\n  key_uri: https://<key-vault>.vault.azure.net/keys/<key>/<version>\n}",
    )
}

/// Python lines after the client is made, before the target's own code.
pub fn python_setup(t: Target, private: bool, keys: bool) -> &'static str {
    if !in_workspace(t) {
        return "";
    }
    match (private && in_managed_network(t), keys) {
        (_, true) => "# A workspace with your key (set only at creation){?managednet: and a managed network}\nfrom azure.ai.ml.entities import CustomerManagedKey, Workspace{?managednet:, ManagedNetwork, IsolationMode}\nws = Workspace(\n    name={w},\n{?managednet:    managed_network=ManagedNetwork(isolation_mode=IsolationMode.ALLOW_INTERNET_OUTBOUND),\n}    customer_managed_key=CustomerManagedKey(\n        key_vault={:keyvault},\n        key_uri=\"https://<key-vault>.vault.azure.net/keys/<key>/<version>\",\n    ),\n)\nml_client.workspaces.begin_create(ws).result()\n",
        (true, false) => "# The workspace's managed network: no public IPs; once on, it can't be turned off\nfrom azure.ai.ml.entities import ManagedNetwork, IsolationMode\nws = ml_client.workspaces.get({w})\nws.managed_network = ManagedNetwork(isolation_mode=IsolationMode.ALLOW_INTERNET_OUTBOUND)\nml_client.workspaces.begin_update(ws).result()\n",
        (false, false) => "",
    }
}

/// What a private network's commands on a Foundry resource rest on.
macro_rules! foundry_network_notes {
    () => {
        "The Foundry resource's private endpoint (sub-resource account) gets the private DNS zones Microsoft names for it, privatelink.cognitiveservices.azure.com, privatelink.openai.azure.com and privatelink.services.ai.azure.com (Azure Private Endpoint private DNS zone values), each linked to your virtual network and in the endpoint's DNS zone group.\n~The Foundry resource's public network access and private endpoint commands are not in the create reference read: the network-isolation page sets them in the portal (Networking).\n"
    };
}

/// The caveats the requirements add to a plan: one line each, `~` where unverified. `hub`: a
/// Foundry target on a hub-based project's route, whose network is its hub's.
pub fn plan_notes(t: Target, private: bool, keys: bool, hub: bool) -> &'static str {
    match (in_workspace(t), t.is_foundry(), private, keys) {
        (false, true, true, _) if hub => "A hub-based project's network is its hub's: fill in <hub>, the hub's name; its private endpoint and DNS zones are a workspace's (amlworkspace), as Microsoft's hub private-link how-to creates them.\n",
        (true, _, true, false) if in_managed_network(t) => "The managed network is created with the first compute (about 30 minutes); allow_only_approved_outbound blocks everything but approved outbound rules instead.\n",
        (true, _, _, true) => "Customer-managed keys are set when the workspace is created: workspace.yml makes a new workspace with your key.\n~The customer_managed_key fields (key_vault, key_uri) and the Python's CustomerManagedKey and begin_create are not in the create reference read.\n",
        (false, true, _, true) => concat!("Customer-managed keys on the Foundry resource are set under Encryption in the portal (a key in a Key Vault of the same region and tenant, with soft delete and purge protection).\n{?private:", foundry_network_notes!(), "}"),
        (false, true, true, _) => foundry_network_notes!(),
        _ => "",
    }
}
