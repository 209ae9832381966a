//! Where every claim comes from: Azure ML documentation pages and the passages of the source
//! documents (seeds) the product was built from.

use serde::Serialize;

const LEARN: &str = "https://learn.microsoft.com/azure/";

/// A public Azure Machine Learning documentation page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Doc {
    ComputeTargets,
    TrainingTargets,
    SupportedVmSeries,
    ComputeInstance,
    CreateComputeInstance,
    ComputeCluster,
    Serverless,
    SparkConcepts,
    KubernetesAnywhere,
    OnlineEndpoints,
    Endpoints,
    ManageCost,
    PlanCost,
    BatchEndpoints,
    Autoscale,
    ServerlessApi,
    SdkV1,
    RetiredNcv3,
    ComputeTargetsV1,
    DistributedGpu,
    EndpointSkus,
    VmRetirements,
    ResponsibleAi,
    FoundryDeployments,
    DeploymentTypes,
    FineTuneServerless,
    ModelRetirements,
    ProvisionedThroughput,
    RetirementSchedule,
    PtuSizing,
    PtuOnboarding,
    OpenAiQuotas,
    FoundryQuotas,
    ManagedCompute,
    FineTuning,
    FineTuningCost,
    FineTuningDeploy,
    CreateDeployments,
    FlexProcessing,
    ManagedNetwork,
    CustomerManagedKeys,
    FoundryPrivateLink,
    FoundryCmk,
    SecureOnlineEndpoint,
    WorkspacePrivateLink,
}

impl Doc {
    pub const ALL: [Doc; 45] = [
        Doc::ComputeTargets,
        Doc::TrainingTargets,
        Doc::SupportedVmSeries,
        Doc::ComputeInstance,
        Doc::CreateComputeInstance,
        Doc::ComputeCluster,
        Doc::Serverless,
        Doc::SparkConcepts,
        Doc::KubernetesAnywhere,
        Doc::OnlineEndpoints,
        Doc::Endpoints,
        Doc::ManageCost,
        Doc::PlanCost,
        Doc::BatchEndpoints,
        Doc::Autoscale,
        Doc::ServerlessApi,
        Doc::SdkV1,
        Doc::RetiredNcv3,
        Doc::ComputeTargetsV1,
        Doc::DistributedGpu,
        Doc::EndpointSkus,
        Doc::VmRetirements,
        Doc::ResponsibleAi,
        Doc::FoundryDeployments,
        Doc::DeploymentTypes,
        Doc::FineTuneServerless,
        Doc::ModelRetirements,
        Doc::ProvisionedThroughput,
        Doc::RetirementSchedule,
        Doc::PtuSizing,
        Doc::PtuOnboarding,
        Doc::OpenAiQuotas,
        Doc::FoundryQuotas,
        Doc::ManagedCompute,
        Doc::FineTuning,
        Doc::FineTuningCost,
        Doc::FineTuningDeploy,
        Doc::CreateDeployments,
        Doc::FlexProcessing,
        Doc::ManagedNetwork,
        Doc::CustomerManagedKeys,
        Doc::FoundryPrivateLink,
        Doc::FoundryCmk,
        Doc::SecureOnlineEndpoint,
        Doc::WorkspacePrivateLink,
    ];

    /// The page path under `https://learn.microsoft.com/azure/` (with, for included tables, its
    /// anchor) and its title.
    fn row(self) -> (&'static str, &'static str) {
        // A line a page, in `ALL` order: a table of string references would cost the page more.
        const DOCS: &str = "\
machine-learning/concept-compute-target|What are compute targets in Azure Machine Learning?
machine-learning/concept-compute-target#training-compute-targets|Training compute targets
machine-learning/concept-compute-target#supported-vm-series-and-sizes|Supported VM series and sizes
machine-learning/concept-compute-instance|What is an Azure Machine Learning compute instance?
machine-learning/how-to-create-compute-instance|Create an Azure Machine Learning compute instance
machine-learning/how-to-create-attach-compute-cluster|Create an Azure Machine Learning compute cluster
machine-learning/how-to-use-serverless-compute|Model training on serverless compute
machine-learning/apache-spark-azure-ml-concepts|Apache Spark in Azure Machine Learning
machine-learning/how-to-attach-kubernetes-anywhere|Introduction to Kubernetes compute target in Azure Machine Learning
machine-learning/concept-endpoints-online|Online endpoint deployment for real-time inferencing
machine-learning/concept-endpoints|Endpoints for inference in production
machine-learning/how-to-manage-optimize-cost|Manage and optimize Azure Machine Learning costs
machine-learning/concept-plan-manage-cost|Plan to manage costs for Azure Machine Learning
machine-learning/concept-endpoints-batch|Batch endpoints
machine-learning/how-to-autoscale-endpoints|Autoscale online endpoints in Azure Machine Learning
machine-learning/how-to-deploy-models-serverless|Deploy models as standard deployment
machine-learning/how-to-migrate-from-v1|Upgrade to v2
virtual-machines/ncv3-retirement|Migrate your NCv3-series virtual machines by September 30, 2025
machine-learning/concept-compute-target?view=azureml-api-1|What are compute targets in Azure Machine Learning? (SDK v1 view)
machine-learning/how-to-train-distributed-gpu|Distributed GPU training guide (SDK v2)
machine-learning/reference-managed-online-endpoints-vm-sku-list|Managed online endpoints SKU list
virtual-machines/sizes/lifecycle/retirements-and-capacity-restrictions|Retirements and capacity restrictions of VM sizes
machine-learning/how-to-responsible-ai-dashboard|Generate a Responsible AI insights dashboard
foundry/concepts/deployments-overview|Deployment overview for Microsoft Foundry Models
foundry/foundry-models/concepts/deployment-types|Understanding deployment types in Microsoft Foundry Models
foundry-classic/how-to/fine-tune-serverless|Deploy fine-tuned models with serverless API in Microsoft Foundry (classic)
foundry/openai/concepts/model-retirements|Azure OpenAI in Microsoft Foundry Model Retirements
foundry/openai/concepts/provisioned-throughput|What is provisioned throughput for Foundry Models?
foundry/openai/concepts/model-retirement-schedule|Model retirement schedule
foundry/openai/how-to/provisioned-throughput-sizing|Determine PTU sizing for a workload
foundry/openai/how-to/provisioned-throughput-onboarding|Provisioned throughput unit (PTU) costs and billing
foundry/openai/quotas-limits|Azure OpenAI in Microsoft Foundry Models quotas and limits
foundry/foundry-models/quotas-limits|Foundry Models quotas and limits
foundry/concepts/managed-compute-overview|Managed compute in Microsoft Foundry
foundry/fine-tuning/overview|Fine-tuning in Microsoft Foundry
foundry/openai/how-to/fine-tuning-cost-management|Fine-tuning cost management
foundry/openai/how-to/fine-tuning-deploy|Deploy a fine-tuned model
foundry/foundry-models/how-to/create-model-deployments|Deploy models using Azure CLI and Bicep
foundry/openai/how-to/flex-processing|Flex processing (preview)
machine-learning/how-to-managed-network|Workspace managed virtual network isolation
machine-learning/concept-customer-managed-keys|Customer-managed keys for Azure Machine Learning
foundry/how-to/configure-private-link|How to configure network isolation for Microsoft Foundry
foundry/concepts/customer-managed-keys|Customer-managed key encryption in Microsoft Foundry
machine-learning/concept-secure-online-endpoint|Network isolation with managed online endpoints
machine-learning/how-to-configure-private-link|Configure a private endpoint for an Azure Machine Learning workspace";
        DOCS.lines()
            .nth(self as usize)
            .and_then(|l| l.split_once('|'))
            .unwrap_or_default()
    }

    pub fn page(self) -> &'static str {
        self.row().0
    }

    pub fn title(self) -> &'static str {
        self.row().1
    }

    pub fn url(self) -> String {
        format!("{LEARN}{}", self.page())
    }
}

/// The source documents the product was created from (`tests/fixtures/seeds`, checked verbatim by
/// `tests/native/sources.rs`): Microsoft Learn training units (000, 001, 002, 004) and the Azure ML
/// concept page on compute targets (003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed {
    pub number: u8,
    /// The passage, quoted as the seed words it (shortened with "…" only).
    pub quote: &'static str,
}

impl Seed {
    /// The document's title, as a reader would look it up.
    pub fn title(self) -> &'static str {
        match self.number {
            0 => {
                "Choose the appropriate compute target (Microsoft Learn training, earlier edition)"
            }
            1 => "Introduction to compute targets (Microsoft Learn training, earlier edition)",
            2 => "Introduction to compute targets (Microsoft Learn training)",
            3 => Doc::ComputeTargets.title(),
            _ => "Choose the appropriate compute target (Microsoft Learn training)",
        }
    }

    /// A public page that holds the passage; none for earlier editions no longer published.
    pub fn url(self) -> Option<String> {
        match self.number {
            2 => Some("https://learn.microsoft.com/training/modules/use-compute-contexts-in-aml/3-compute-targets".into()),
            3 => Some(Doc::ComputeTargets.url()),
            4 => Some("https://learn.microsoft.com/training/modules/work-compute-resources-azure-machine-learning/2-compute-targets".into()),
            _ => None,
        }
    }
}

/// The ground under one reason, caveat, tip or fact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Doc(Doc),
    Seed(Seed),
}

impl Source {
    pub const fn seed(number: u8, quote: &'static str) -> Source {
        Source::Seed(Seed { number, quote })
    }

    /// The page a reader can open, where one holds the sentence.
    pub fn url(self) -> Option<String> {
        match self {
            Source::Doc(d) => Some(d.url()),
            Source::Seed(s) => s.url(),
        }
    }

    /// The document's title.
    pub fn label(self) -> &'static str {
        match self {
            Source::Doc(d) => d.title(),
            Source::Seed(s) => s.title(),
        }
    }

    pub fn quote(self) -> Option<&'static str> {
        match self {
            Source::Doc(_) => None,
            Source::Seed(s) => Some(s.quote),
        }
    }
}

impl Serialize for Source {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = ser.serialize_struct("Source", 3)?;
        st.serialize_field("label", &self.label())?;
        st.serialize_field("url", &self.url())?;
        st.serialize_field("quote", &self.quote())?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_doc_links_a_learn_page() {
        for d in Doc::ALL {
            assert!(d.url().starts_with(LEARN));
            assert!(!d.page().ends_with(".md"));
            assert!(!d.title().is_empty());
        }
    }

    /// The pages are a text table read by position: `ALL` must follow the declaration order, every
    /// page must have its own line, and a row out of place must not go unnoticed.
    #[test]
    fn the_page_table_follows_the_declaration_order() {
        for (i, d) in Doc::ALL.into_iter().enumerate() {
            assert_eq!(d as usize, i, "{d:?}");
        }
        let pages: std::collections::HashSet<_> = Doc::ALL.iter().map(|d| d.page()).collect();
        let titles: std::collections::HashSet<_> = Doc::ALL.iter().map(|d| d.title()).collect();
        assert_eq!(
            (pages.len(), titles.len()),
            (Doc::ALL.len(), Doc::ALL.len())
        );
        assert_eq!(
            Doc::ComputeTargets.page(),
            "machine-learning/concept-compute-target"
        );
        assert_eq!(
            Doc::EndpointSkus.title(),
            "Managed online endpoints SKU list"
        );
        assert_eq!(
            Doc::ResponsibleAi.page(),
            "machine-learning/how-to-responsible-ai-dashboard"
        );
    }
}
